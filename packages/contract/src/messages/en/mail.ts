/**
 * The e-mails to customers (issue 29): the notices (receipts, missed pickups, request updates,
 * the monthly summary, paid payouts) and the frame every mail shares. The API fills them in the
 * recipient login's language; figures come from the formatting module.
 */
export const mail = {
  "frame.copyLink": "If the button does not work, copy this address into your browser:",
  "frame.unsubscribe": "Unsubscribe from these e-mails",
  "frame.unsubscribePlain": "Unsubscribe from these e-mails: {link}",
  "button.dashboard": "Open your dashboard",
  "receipt.subject": "Pickup receipt: {kiosk}",
  "receipt.heading": "Pickup done",
  "receipt.line": "Collected {kg} kg at {kiosk} on {date}",
  "receipt.lineCredited": "Collected {kg} kg at {kiosk} on {date}; {amount} credited",
  "missed.subject": "Missed pickup: {kiosk}",
  "missed.heading": "We could not pick up today",
  "missed.line": "The pickup at {kiosk} on {date} was missed. Reason: {reason}.",
  "missed.newDate": "We will come again on {date}.",
  "missed.noDate": "We will let you know the new date.",
  "missReason.site_closed": "Site closed",
  "missReason.kiosk_not_reachable": "Kiosk not reachable",
  "missReason.kiosk_empty": "Kiosk empty",
  "missReason.other": "Other",
  "requestReceived.subject": "Pickup request received: {kiosk}",
  "requestReceived.heading": "We have your pickup request",
  "requestReceived.line":
    "We have received your request for a pickup at {kiosk}. We will e-mail you its date.",
  "requestScheduled.subject": "Pickup scheduled: {kiosk}",
  "requestScheduled.heading": "Your pickup is scheduled",
  "requestScheduled.line": "The pickup you asked for at {kiosk} is scheduled for {date}.",
  "pickupPlanned.title": "Pickup planned for {date}",
  "pickupPlanned.line": "A collector will empty {kiosk} on {date}, around {time}.",
  "requestDeclined.subject": "Pickup request declined: {kiosk}",
  "requestDeclined.heading": "We could not accept your pickup request",
  "requestDeclined.line": "Your request for a pickup at {kiosk} was declined.",
  "requestDeclined.lineWithReason": "Your request for a pickup at {kiosk} was declined: {reason}",
  "summary.subject": "Your {month} summary",
  "summary.heading": "{month} in figures",
  "summary.butts": "Butts collected: {count} ({kg} kg).",
  "summary.benefit": "Benefit credited: {benefit}. Balance: {balance}.",
  "payout.subject": "Payout of {amount} paid",
  "payout.heading": "Your payout has been paid",
  "payout.line": "We paid {amount} on {date}. Reference: {reference}.",
  "payout.balance": "Your balance is now {balance}.",
  // Password reset and invitations (issue 29, decision 0096): the login's language; an
  // invitation, the invited login's if it has one, else the inviter's.
  greeting: "Hello {name},",
  "reset.subject": "Reset your Filtercycle password",
  "reset.heading": "Reset your password",
  "reset.line":
    "Someone (hopefully you) asked to reset the password of your Filtercycle account. The link below works once, for one hour.",
  "reset.ignore": "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  "reset.button": "Choose a new password",
  "invite.subject": "Your Filtercycle dashboard login for {business}",
  "invite.heading": "Your Filtercycle dashboard is ready",
  "invite.line":
    "Filtercycle has created a login for you to follow {business}'s recycling: butts collected, your benefit, reports and certificates.",
  "invite.choose": "Choose your password with the link below. It works once, for {days} days.",
  "invite.button": "Choose your password",
  "staffInvite.subject": "Your Filtercycle staff login",
  "staffInvite.heading": "Your Filtercycle staff login is ready",
  "staffInvite.line":
    "You have been given a staff login to the Filtercycle operations console, where customers, kiosks, collections and payouts are recorded.",
  "collectorInvite.subject": "Your Filtercycle collector's route app",
  "collectorInvite.heading": "Your route app is ready",
  "collectorInvite.line":
    "You have been given a collector's login to the Filtercycle route app: on your phone it shows today's stops in route order, with directions and the site's phone number, and you record each pickup's weight and a photo, or why it was missed.",
  "collectorInvite.offline":
    "It works without network too: what you save is kept on the phone and sent when the network is back. After choosing your password, open the app on your phone and add it to the home screen.",
  "alreadyHasLogin.subject": "{business} invited you to Filtercycle",
  "alreadyHasLogin.line":
    "{business} tried to invite this address to follow its recycling on Filtercycle, but this address already has a Filtercycle login, and a login belongs to one business. No new login was made and your login is unchanged.",
  "alreadyHasLogin.todo":
    "To join {business}'s team, ask them to invite another address of yours, or use another address. If you did not expect this, you can ignore this e-mail.",
  "alreadyHasLogin.button": "Log in to your account",
  // Payee details changed: the fields' names only, never their values.
  "payee.subject": "Your payout details were changed",
  "payee.line": "On {date} Filtercycle changed where your payouts are paid: {fields}.",
  "payee.ifNotYou":
    "If your business did not ask for this change, reply to this e-mail or call us before your next payout.",
  "payee.field.accountHolderName": "Account holder name",
  "payee.field.bankAccountNumber": "Bank account number",
  "payee.field.ifsc": "IFSC",
  "payee.field.upiId": "UPI ID",
  "payee.field.pan": "PAN",
  "payee.field.gstin": "GSTIN",
  // A method change that restated a business's figures (the in-app notice, mailed): its lines
  // in the recipient's language; English is the notice's own wording (certificates area).
  "methodChange.title": "Your impact figures were restated",
  "methodChange.intro":
    "We changed how we measure impact from {date} ({method}). Figures already shown for days from then on are worked out again under it.",
  "methodChange.methodOf": "Method of {date}",
  "methodChange.originalMethod": "Original method",
  "methodChange.between": "From {from} to {to}: {changes}.",
  "methodChange.tillDate": "Till date (up to {to}): {changes}.",
  "methodChange.figure": "{figure}: {before} before, {after} now",
  "methodChange.certificate":
    "Your {kind} {number} keeps the figures it was issued with; its verification page now also says: {sentence}",
  "methodChange.restated": "Figures restated on {date}: under method {method} they are {figures}.",
  "methodChange.restatedMethodOf": "of {date}",
  "methodChange.restatedOriginal": "original",
  "methodChange.toxicWaste": "Toxic waste recycled",
  "methodChange.microplastic": "Microplastic recycled",
  "methodChange.water": "Water protected",
  "methodChange.kg": "{value} kg",
  "methodChange.litres": "{value} litres",
  "methodChange.kind.green_certificate": "Green certificate",
  "methodChange.kind.cigarette_report": "Cigarette butt collection report",
  "methodChange.kind.benefit_report": "Benefit value report",
  "methodChange.kind.esg_pack": "ESG pack",
  "methodChange.kind.other": "certificate",
} as const;
