/**
 * The API's own sentences a person reads in a form or a notice (issue 29; decision 0096,
 * amendment of 2026-11-27): its refusals (a 4xx's `detail`, and its field messages) and its
 * confirmations, which the API writes in the language a request asks for (`Accept-Language`,
 * sent by the web app in its reader's language). English is exactly what the API answered
 * before, and still answers without that header: a predicate after a field's name
 * ("must not be more than …") is the field message English sends; Gujarati and Hindi write each
 * field message as a whole sentence, since the web puts an English field's name in front only
 * of an English predicate.
 */
export const answers = {
  "account.invalidCredentials": "Invalid email or password.",
  "account.forgotConfirmation":
    "If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for one hour.",
  "account.resetLinkInvalid":
    "This link has expired or has already been used. Ask for a new one on the Forgot password page.",
  "account.resetTokenField": "has expired or has already been used",
  "account.passwordChanged": "Your password has been changed. You can now log in with it.",
  "account.accountReady": "Your account is ready and you are signed in.",
  "account.passwordUpdated":
    "Your password has been changed. Your other sessions have been logged out.",
  "account.sessionEnded": "Your session has ended. Please log in again.",
  "account.staffOnly": "This area is for Filtercycle staff only.",
  "account.adminOnly":
    "This area is for Filtercycle admins only. A collector uses the route screen.",
  "account.customersOnly": "This area is for customer logins only.",
  "account.businessDeactivated":
    "This business's account has been deactivated, so its logins cannot sign in. Please contact Filtercycle.",
  "account.wrongCurrentPassword": "is not your current password",
  "password.staffTooShort": "must be at least 12 characters for a staff login",
  "password.common":
    "is a commonly used password, or too close to one: attackers try these first. Choose another, such as three or four unrelated words",
  "password.guessable":
    "is too easy to guess (a repeated character, a sequence, a keyboard pattern, a word with a number, or your name or e-mail). Choose another, such as three or four unrelated words",
  "password.staffGuessable":
    "is not strong enough for a staff login, which reaches every business. Choose a longer one, such as four unrelated words",
  "account.ownerOnly": "Only an owner of this business can do this.",
  "account.loginGone": "This login no longer exists.",
  "account.tooManyAttempts.one": "Too many attempts. Please wait 1 second and try again.",
  "account.tooManyAttempts.other":
    "Too many attempts. Please wait {seconds} seconds and try again.",
  "tokens.customersOnly": "API tokens are for customer logins only.",
  "tokens.tooMany":
    "A login can hold at most {max} API tokens. Revoke one you no longer use first.",
  "tokens.notFound": "No API token of your login has this id.",
  "team.recordNotFound": "Your business's record was not found.",
  "team.noLogin": "No login of your business has this id.",
  "team.cannotRemoveSelf": "You cannot remove yourself. Ask another owner to remove you.",
  "team.lastOwner": "A business keeps at least one owner: this is its last one.",
  "team.noSession": "No session of your login has this id.",
  "sessions.device": "{browser} on {system}",
  otherWebsite: "Requests from other websites are not allowed. Use the Filtercycle site itself.",
  "impactPage.slugTaken": "is taken by another business",
  "impactPage.reservedSlug": "is a word the site uses for its own pages: choose another address",
  "impactPage.noBusiness": "There is no such business.",
  "impact.recordNotFound":
    "Your business's record was not found. Contact Filtercycle support to restore it.",
  "collections.notFound": "No collection of your business has this id.",
  "collections.tooOld":
    "This collection ({date}) is more than {days} days old: problems can be reported within {days} days. Contact Filtercycle support about it.",
  "payouts.openExists":
    "You already have an open payout request of {amount} ({status}, asked on {day}). A new one can be made once it is paid or declined.",
  "payouts.openExistsShort": "You already have an open payout request.",
  "payouts.overBalance": "must not be more than your balance of {balance}",
  "pickups.noKiosk": "There is no kiosk with this id.",
  "pickups.openRequestExists": "This kiosk already has an open pickup request.",
  "pickups.noPickup": "There is no pickup with this id.",
  "pickups.alreadyDone": "This pickup was already completed ({date}).",
  "pickups.alreadyMissed":
    "This pickup was already marked missed ({date}); complete its new pickup instead.",
  "pickups.futureComplete":
    "This pickup is planned for {date}; it can be completed on that day or later (today is {today}).",
  "pickups.futureMiss":
    "This pickup is planned for {date}; it can be marked missed on that day or later (today is {today}). Move it to another date instead.",
  "pickups.keyUsed":
    "This idempotency key was already used for another pickup; make a new one per stop.",
  "pickups.collectionDate":
    "The pickup's date {date} is outside the days this kiosk was in service, so it cannot be recorded.",
  "pickups.collectorOtherDay":
    "A collector reads the stops of one day: yesterday ({from}) or today ({to}).",
  "pickups.collectorNotYourStop":
    "This stop is of {date}; a collector records only their own stops of yesterday ({from}) or today ({to}). An admin can record it in the console.",
  "pickups.savedByAnother":
    "This stop was saved on this phone by another login; only that login can send it.",
  "pickups.loginRemoved":
    "Not sent: the login that saved this stop was removed. An admin records it in the console.",
  "unsubscribe.invalid": "This unsubscribe link is not valid or has expired.",
  "unsubscribe.tokenField": "is not valid or has expired",
  serverError:
    "Something went wrong on our side. Please try again in a moment; if it keeps happening, contact support.",
  databaseUnavailable: "The database is not reachable right now; try again in a moment.",
} as const;
