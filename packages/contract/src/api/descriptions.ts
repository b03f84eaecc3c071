import type { EndpointName } from "./routes.ts";

/**
 * Each endpoint's words for the API reference: its OpenAPI tag (the API area) and one line of
 * summary. Kept out of `routes.ts` so web pages, which download the route table, do not carry
 * them; the API and its OpenAPI document read them through `endpoints.ts`.
 */
export type EndpointDescription = {
  /** The OpenAPI tag (the API area). */
  readonly tag: string;
  /** One line for the API reference. */
  readonly summary: string;
  /**
   * What the one line cannot say (an answer's particular units, its media type, who else may
   * call it); the reference adds what every endpoint says by rule (audience, paging, dates).
   */
  readonly description?: string;
};

export const apiDescriptions = {
  health: { tag: "health", summary: "200 when the database answers, 503 when it does not" },
  ready: {
    tag: "health",
    summary:
      "Readiness: 200 when this instance serves; 503 while it starts (migrations), when its database does not answer, or while it stops",
  },
  login: { tag: "accounts", summary: "Log in with e-mail and password; sets the session cookie" },
  logout: {
    tag: "accounts",
    summary:
      "End the session (idempotent: 200 whether or not one was live); a request another site's page sends (Sec-Fetch-Site: cross-site or same-site) ends nothing",
  },
  logoutPost: {
    tag: "accounts",
    summary:
      "End the session, as the web's Logout does (idempotent: 200 whether or not one was live)",
  },
  session: { tag: "accounts", summary: "The signed-in login" },
  forgotPassword: {
    tag: "accounts",
    summary: "E-mail a password-reset link (the same answer for any address)",
  },
  resetPassword: {
    tag: "accounts",
    summary: "Set a new password with a reset or invitation link's token",
  },
  createInvitation: { tag: "accounts", summary: "Invite a customer login by e-mail" },
  greenImpact: {
    tag: "dashboard",
    summary: "The eight till-date figures and the business shown beside them",
  },
  customerStats: {
    tag: "dashboard",
    summary: "Collection and benefit tables: this month, last month, till date (or inside a range)",
  },
  customerStatsWithDates: { tag: "dashboard", summary: "The reports' data for a range" },
  monthlyCollections: {
    tag: "dashboard",
    summary: "Butts collected per calendar month, for the dashboard's chart",
  },
  customerMedia: { tag: "media", summary: "The business's media files" },
  mediaFile: {
    tag: "media",
    summary: "A media file's bytes (byte ranges, validators; ?download=1 for a download)",
    description:
      "The answer's `Content-Type` is the file's own type, found from its bytes at upload: " +
      "`image/jpeg`, `image/png`, `image/gif`, `image/webp`, `video/mp4`, `video/quicktime`, " +
      "`video/webm`, `video/ogg`, `application/pdf`, `text/csv`, `text/plain` or an Office " +
      "document's type. `Range: bytes=…` answers 206 with that part; `If-None-Match` / " +
      "`If-Modified-Since` answer 304 when the file has not changed.",
  },
  adminMediaList: { tag: "media", summary: "Every media file, or one business's" },
  adminMediaUpload: {
    tag: "media",
    summary: 'Upload a media file for a business (multipart/form-data, the file in part "file")',
  },
  adminMediaUpdate: {
    tag: "media",
    summary: "Change a media file's business, event type or related link",
  },
  adminMediaDelete: { tag: "media", summary: "Delete a media file" },
  adminEventTypes: { tag: "media", summary: "Event types, retired ones included" },
  adminEventTypeCreate: { tag: "media", summary: "Add an event type" },
  adminEventTypeUpdate: { tag: "media", summary: "Rename or retire an event type" },
  publicImpact: {
    tag: "public site",
    summary: "Company-wide figures for the home page (cached five minutes)",
  },
  contactMessage: { tag: "public site", summary: "The contact form" },
  partnerApplication: { tag: "public site", summary: "The Partner Program application form" },
  adminInbox: { tag: "inbox", summary: "Contact messages and partner applications, newest first" },
  adminInboxUpdate: { tag: "inbox", summary: "Mark an enquiry handled or open" },
  adminCustomers: {
    tag: "customers",
    summary: "Customers, paged, sorted, searched (name, code, city) and filtered by active",
  },
  adminCustomersCsv: { tag: "customers", summary: "The filtered customer list as CSV (every row)" },
  adminCustomerCreate: {
    tag: "customers",
    summary: "Add a customer; the system assigns its code (FC-…)",
  },
  adminCustomer: { tag: "customers", summary: "A customer's details and till-date figures" },
  adminCustomerUpdate: {
    tag: "customers",
    summary: "Change any of a customer's fields but the code",
  },
  adminCustomerDeactivate: {
    tag: "customers",
    summary: "Deactivate a customer: its logins stop working at their next request; data stays",
  },
  adminCustomerReactivate: {
    tag: "customers",
    summary: "Reactivate a customer: its logins work again",
  },
  adminCustomerLogins: {
    tag: "accounts",
    summary: "A customer's logins, with last sign-in and pending invitations",
  },
  adminCustomerLoginInvite: { tag: "accounts", summary: "Invite a login for a customer by e-mail" },
  adminStaffLogins: {
    tag: "accounts",
    summary: "Staff logins, with last sign-in and pending invitations",
  },
  adminStaffLoginInvite: { tag: "accounts", summary: "Invite a staff login by e-mail" },
  adminLoginResendInvitation: {
    tag: "accounts",
    summary: "Mail a new single-use invitation link (the previous one stops working)",
  },
  adminLoginRevoke: {
    tag: "accounts",
    summary: "Revoke a login: the login and its sessions are removed",
  },
  adminPayouts: {
    tag: "payouts",
    summary: "Payouts and adjustments over all customers, newest first (filters: customer, dates)",
  },
  adminPayoutCreate: {
    tag: "payouts",
    summary: "Record a payout (above the balance only with an override reason)",
  },
  adminAdjustmentCreate: {
    tag: "payouts",
    summary: "Record an adjustment of a customer's balance (signed rupees, with a reason)",
  },
  adminCustomerBalance: {
    tag: "payouts",
    summary: "A customer's balance: credits − payouts + adjustments, in rupees",
  },
  adminAwarenessSessions: {
    tag: "impact records",
    summary: "A customer's awareness sessions and smokers-served figure",
  },
  adminAwarenessSessionCreate: { tag: "impact records", summary: "Record an awareness session" },
  adminAwarenessSessionUpdate: { tag: "impact records", summary: "Correct an awareness session" },
  adminAwarenessSessionDelete: { tag: "impact records", summary: "Delete an awareness session" },
  adminSmokersServed: { tag: "impact records", summary: "Set a customer's smokers-served figure" },
  adminSettings: {
    tag: "settings",
    summary: "Impact factors (with their versions), social-impact figures and console settings",
  },
  adminSettingsUpdate: {
    tag: "settings",
    summary: "Change settings; new impact factors apply from their effective-from date",
  },
  adminFactorChangePreview: {
    tag: "settings",
    summary:
      "What a new impact factor version would restate: businesses, periods and issued certificates, before and after (stores nothing)",
  },
  adminAuditLog: {
    tag: "audit log",
    summary: "Every change staff made, newest first (filters: entity, person, customer, dates)",
  },
  adminCustomerKiosks: {
    tag: "kiosks and collections",
    summary: "A customer's kiosks, removed ones included",
  },
  adminKioskCreate: {
    tag: "kiosks and collections",
    summary: "Add a kiosk to a customer (its serial must be unique)",
  },
  adminKioskUpdate: {
    tag: "kiosks and collections",
    summary: "Edit a kiosk, or mark it removed (removedOn)",
  },
  adminKioskModels: {
    tag: "kiosks and collections",
    summary: "The kiosk models with their default capacity (kg) and kiosks in service",
  },
  adminKioskModelUpdate: {
    tag: "kiosks and collections",
    summary: "Rename a kiosk model or change its default capacity (kg)",
  },
  adminCollections: {
    tag: "kiosks and collections",
    summary: "Collections over every customer, newest first, filtered and paged",
  },
  adminCollectionCreate: {
    tag: "kiosks and collections",
    summary: "Record a collection and credit the customer at their rate",
  },
  adminCollectionUpdate: {
    tag: "kiosks and collections",
    summary: "Edit a collection (its credit follows, at the rate it was recorded at)",
  },
  adminCollectionDelete: {
    tag: "kiosks and collections",
    summary: "Delete a collection and its credit",
  },
  adminCollectionsCsv: {
    tag: "kiosks and collections",
    summary: "The filtered collections as CSV, streamed",
  },
  adminCollectionsImportTemplate: {
    tag: "kiosks and collections",
    summary: "The import's CSV template (header and one example row)",
  },
  adminCollectionsImport: {
    tag: "kiosks and collections",
    summary:
      "Import collections from a text/csv body (?dryRun=true: check only); 422 lists the first 100 bad rows and counts them all; rows already recorded import nothing (409 when every row is)",
  },
  adminHeldCollections: {
    tag: "kiosks and collections",
    summary:
      "Collections held for review (well above their kiosk's usual yield), oldest first; ?status=accepted|rejected for decided ones",
  },
  adminHeldCollectionAccept: {
    tag: "kiosks and collections",
    summary:
      "Accept a held collection: it is recorded and credited once (again, or twice at once, records nothing more)",
  },
  adminHeldCollectionReject: {
    tag: "kiosks and collections",
    summary: "Reject a held collection with a reason: it credits nothing",
  },
  changePassword: {
    tag: "accounts",
    summary: "Change the signed-in login's password (ends its other sessions)",
  },
  adminOverview: {
    tag: "console",
    summary: "Open enquiries, this week's collections, payouts due, idle kiosks",
  },
  // ---- pickups and service (issue 13) ----
  pickups: {
    tag: "pickups",
    summary:
      "The business's kiosks with their next and last pickup, and the service history (newest first, paged)",
  },
  pickupPhoto: {
    tag: "pickups",
    summary: "The photo taken at one of the business's done pickups",
  },
  pickupRequests: {
    tag: "pickups",
    summary: "The business's pickup requests, newest first",
  },
  pickupRequestCreate: {
    tag: "pickups",
    summary:
      "Request a pickup for one of the business's kiosks (one open request per kiosk; 409 otherwise)",
  },
  notices: {
    tag: "notifications",
    summary:
      "What the business is told in the app (method changes that restate its figures), newest first",
  },
  notificationPreferences: {
    tag: "notifications",
    summary: "Which e-mails the signed-in login receives",
  },
  notificationPreferencesUpdate: {
    tag: "notifications",
    summary: "Choose which e-mails the signed-in login receives",
  },
  unsubscribe: {
    tag: "notifications",
    summary:
      "One-click unsubscribe with a mail's signed, expiring token (RFC 8058); no login needed",
  },
  adminPickups: {
    tag: "pickups",
    summary:
      "Pickups from a date for 1 to 31 days, in route order (date, city, customer, kiosk); a collector reads one day, today or yesterday, without credits",
  },
  adminPickupComplete: {
    tag: "pickups",
    summary:
      "Mark a pickup done and record its collection in one step (idempotent by idempotencyKey); the collector recorded is the signed-in login",
  },
  adminPickupMiss: {
    tag: "pickups",
    summary: "Mark a pickup missed with a reason, and plan the visit on a new date",
  },
  adminPickupReschedule: {
    tag: "pickups",
    summary: "Move a planned pickup to another date",
  },
  adminPickupPhotoUpload: {
    tag: "pickups",
    summary: "Attach a photo of the kiosk or bag to a pickup (checked as an image by its content)",
  },
  adminPickupPhoto: {
    tag: "pickups",
    summary: "A pickup's photo",
  },
  adminPickupRequests: {
    tag: "pickups",
    summary: "Pickup requests by status (default: waiting to be scheduled), oldest first",
  },
  adminPickupRequestSchedule: {
    tag: "pickups",
    summary: "Schedule a request: plan its pickup on a date",
  },
  adminPickupRequestDecline: {
    tag: "pickups",
    summary: "Decline a request with a reason",
  },
  adminPlan: {
    tag: "planning",
    summary:
      "The day's plan: the published plan, or the planner's proposal (made now when there is none; ?propose=1 makes a new one, 409 once published)",
    description:
      "Each collector's route (start, shift, ordered stops with arrival time and metres from the previous stop) and the kiosks left unplanned with the reason.",
  },
  adminPlanUpdate: {
    tag: "planning",
    summary:
      "Save staff's changes to the day's plan (each collector's kiosks in order) with the version read; 409 names the newer version",
  },
  adminPlanPublish: {
    tag: "planning",
    summary:
      "Publish the day's plan (idempotent): each business with a planned pickup is told in the app and by mail",
  },
  adminPlanMine: {
    tag: "planning",
    summary: "The signed-in collector's own route of the day (published plans only)",
  },
  adminKioskSchedule: {
    tag: "pickups",
    summary: "A kiosk's pickup schedule",
  },
  adminKioskScheduleUpdate: {
    tag: "pickups",
    summary:
      "Set a kiosk's pickup schedule (every N days or on weekdays) and re-plan its next 60 days",
  },
  // ---- money, insight, team (issue 14) ----
  balance: {
    tag: "money",
    summary:
      "The business's balance (credits − payouts ± adjustments), rate per kg and last payout",
  },
  statement: {
    tag: "money",
    summary:
      "Opening balance, every credit, payout and adjustment of a period with the running balance, closing balance",
  },
  statementCsv: { tag: "money", summary: "The statement of a period as CSV" },
  statementXlsx: { tag: "money", summary: "The statement of a period as an Excel workbook" },
  payoutRequests: { tag: "money", summary: "The business's payout requests, newest first" },
  payoutRequestCreate: {
    tag: "money",
    summary: "Request a payout of up to the balance (owners; one open request at a time)",
  },
  kioskBreakdown: {
    tag: "insight",
    summary: "Each kiosk's butts, kg, share, last pickup and six-month trend for a period",
  },
  kioskBreakdownCsv: {
    tag: "insight",
    summary: "The kiosk table of a period as CSV",
    description:
      "**Share** (each kiosk's part of the period's kg): in the default `spreadsheet` layout " +
      "rounded as the dashboard shows it, a whole percentage with its sign (`63%`; one decimal " +
      "below 1%, `0.4%`), which spreadsheets read as 0.63 and 0.004; in `?layout=plain` the " +
      "exact fraction 0–1, unrounded (`0.625`, `0.00398406374501992`). The shares of a period " +
      "add up to 1 in `plain`; rounded, they may not add up to 100%.",
  },
  kioskBreakdownXlsx: {
    tag: "insight",
    summary: "The kiosk table of a period as an Excel workbook",
  },
  collectionLog: {
    tag: "insight",
    summary: "The business's collections of a period, newest first, paged",
  },
  collectionLogCsv: { tag: "insight", summary: "Every collection of a period as CSV" },
  collectionLogXlsx: {
    tag: "insight",
    summary: "Every collection of a period as an Excel workbook",
  },
  collectionProblem: {
    tag: "insight",
    summary:
      "Report a problem with a collection of the last 30 days (reaches the staff inbox); while one is open, 200 with that report",
  },
  team: { tag: "accounts", summary: "The business's logins and their roles" },
  teamInvite: { tag: "accounts", summary: "Invite a colleague as owner or viewer (owners)" },
  teamRemove: {
    tag: "accounts",
    summary: "Remove a colleague's login (owners; not the last owner)",
  },
  account: {
    tag: "accounts",
    summary: "The signed-in login's own settings: its language (null until chosen)",
  },
  accountUpdate: {
    tag: "accounts",
    summary:
      'Change the signed-in login\'s language ("en", "gu" or "hi"): the product and its mails',
  },
  accountSessions: { tag: "accounts", summary: "The signed-in login's sessions" },
  accountSessionEnd: { tag: "accounts", summary: "Sign out one of the login's sessions" },
  apiTokens: {
    tag: "accounts",
    summary: "The login's personal access tokens, with their last use (never the tokens)",
  },
  apiTokenCreate: {
    tag: "accounts",
    summary:
      "Create a personal access token (customer logins, current password required); the answer shows it once",
  },
  apiTokenRevoke: { tag: "accounts", summary: "Revoke one of the login's personal access tokens" },
  adminPayoutRequests: {
    tag: "money",
    summary: "Payout requests, open ones by default, oldest first",
  },
  adminPayoutRequestApprove: { tag: "money", summary: "Approve a requested payout" },
  adminPayoutRequestPay: {
    tag: "money",
    summary:
      "Mark a payout request paid: records the payout with its reference and e-mails the business",
  },
  adminCustomerPayee: {
    tag: "money",
    summary: "A business's payee details: bank account, UPI ID, PAN and GSTIN (admins only)",
  },
  adminCustomerPayeeUpdate: {
    tag: "money",
    summary:
      "Replace a business's payee details (each checked by its published format); audited and mailed to its owners",
  },
  adminPayoutBatches: { tag: "money", summary: "Payout batches, newest first" },
  adminPayoutBatchCreate: {
    tag: "money",
    summary:
      "Make a batch of approved payout requests or of every balance above the threshold; businesses without payee details are listed as blocked",
  },
  adminPayoutBatch: { tag: "money", summary: "A payout batch with its lines" },
  adminPayoutBatchBankCsv: {
    tag: "money",
    summary:
      "The batch's bank bulk-payment file (CSV: beneficiary name, account, IFSC, amount, reference)",
  },
  adminPayoutBatchUpiCsv: {
    tag: "money",
    summary: "The batch's UPI list (CSV: beneficiary name, UPI ID, amount, reference)",
  },
  adminPayoutBatchPay: {
    tag: "money",
    summary:
      "Mark a batch paid: records every line's payout with its reference in one transaction and e-mails each receipt once; again answers the paid batch",
  },
  adminPayoutBatchCancel: {
    tag: "money",
    summary: "Cancel an unpaid batch: its businesses can be paid singly or in another batch",
  },
  adminPayoutRequestDecline: { tag: "money", summary: "Decline a payout request with a reason" },
  partnerRates: {
    tag: "public site",
    summary:
      "The Partner Program's benefit rates per kg and a worked example (cached five minutes)",
  },
  impactMethods: {
    tag: "public site",
    summary: "Every impact method version (factors, sources, dates), oldest first",
  },
  certificateIssue: {
    tag: "verifiable impact",
    summary:
      "Issue a green certificate, report or ESG pack: records the figures and answers its number",
  },
  verifyCertificate: {
    tag: "verifiable impact",
    summary: "Check a certificate by its number (public, rate-limited)",
  },
  impactPage: { tag: "verifiable impact", summary: "The business's public impact page setting" },
  impactPageUpdate: {
    tag: "verifiable impact",
    summary: "Turn the public impact page on or off, or change its address (owners)",
  },
  esgPack: {
    tag: "verifiable impact",
    summary: "ESG figures for an Indian financial year (GRI 306-4, BRSR P6, Scope 3 cat. 5)",
  },
  esgPackCsv: { tag: "verifiable impact", summary: "The ESG pack as CSV" },
  esgCategory: {
    tag: "verifiable impact",
    summary: "Choose the BRSR waste category the business reports filters under (owners)",
  },
  adminCertificates: { tag: "verifiable impact", summary: "Issued certificates, newest first" },
  adminCertificateRevoke: {
    tag: "verifiable impact",
    summary: "Revoke a certificate with a reason",
  },
  adminEsgPack: { tag: "verifiable impact", summary: "A customer's ESG pack for a financial year" },
  adminEsgPackCsv: { tag: "verifiable impact", summary: "A customer's ESG pack as CSV" },
  adminIntakes: {
    tag: "chain of custody",
    summary: "Bags from pickups: awaiting intake, received, or flagged for a weight mismatch",
  },
  adminIntakeCreate: {
    tag: "chain of custody",
    summary: "Record a bag's weight on intake at the plant",
  },
  adminBatches: { tag: "chain of custody", summary: "Processing batches with their bags and lots" },
  adminBatchCreate: {
    tag: "chain of custody",
    summary: "Start a processing batch from received bags",
  },
  adminLotCreate: {
    tag: "chain of custody",
    summary: "Record an Eco-Art product lot made from a batch",
  },
} as const satisfies Record<EndpointName, EndpointDescription>;
