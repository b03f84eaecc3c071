import {
  BUSINESS_ROLE_LABELS,
  STAFF_ROLE_LABELS,
} from "@filtercycle/contract/accounts/account-rules";
import { consoleWordsNow, useConsoleWords } from "#web/lib/console-texts";
import { fillers } from "#web/lib/localize";

/** The console's customers and logins screens: every text they show. */

export const LIST_TEXT = {
  title: "Customers",
  heading: "Customers",
  intro: "Every business Filtercycle collects from. Search, sort, export, or add a customer.",
  caption: "Customers",
  searchLabel: "Search",
  searchHint: "Name, code or city",
  searchButton: "Search",
  activeLabel: "Show",
  activeOptions: { all: "All customers", active: "Active only", inactive: "Deactivated only" },
  addCustomer: "Add customer",
  exportCsv: "Export CSV",
  columns: {
    name: "Name",
    code: "Code",
    city: "City",
    serviceType: "Service type",
    businessType: "Business type",
    kiosks: "Kiosks",
    balance: "Balance",
    active: "Status",
    planning: "Planned",
  },
  planningModes: { fixed: "Fixed schedule", fill: "By fill" },
  sortBy: (column: string) => `Sort by ${column}`,
  sortedAsc: "ascending",
  sortedDesc: "descending",
  active: "Active",
  inactive: "Deactivated",
  loading: "Loading customers…",
  failed: "The customers could not be loaded.",
  retry: "Try again",
  empty: "No customers match.",
  count: (first: number, last: number, total: number) =>
    total === 0 ? "No customers" : `${first}–${last} of ${total}`,
  previous: "Previous page",
  next: "Next page",
  pageSizeLabel: "Per page",
} as const;

export const FORM_TEXT = {
  newTitle: "Add customer",
  newHeading: "Add customer",
  newIntro: "The customer code (FC-…) is assigned when the customer is saved.",
  editHeading: "Edit details",
  prefilledFrom: (name: string) =>
    `Prefilled from the partner application of ${name}. Check every field before saving.`,
  contactNote: (contact: string, email: string) =>
    `Contact: ${[contact, email].filter(Boolean).join(", ")}. Invite their login from the customer's page once it is saved.`,
  labels: {
    name: "Business name",
    addressLine1: "Address line 1",
    addressLine2: "Address line 2",
    city: "City",
    state: "State",
    pincode: "PIN code",
    serviceType: "Service type",
    businessType: "Business type",
    benefitRatePerKg: "Benefit rate (₹ per kg)",
    siteContactPhone: "Site contact's phone",
    latitude: "Latitude",
    longitude: "Longitude",
  },
  optional: "optional",
  pincodeHint: "Six digits, e.g. 380006",
  rateHint: "Rupees per kg collected, e.g. 300.00",
  phoneHint: "The collector can call it from the route screen, e.g. +91 98250 12345",
  latitudeHint:
    "Of the kiosk's site, in degrees, e.g. 23.022505. Navigate on the route screen goes there.",
  longitudeHint:
    "In degrees, e.g. 72.571365. Give both, or leave both empty to navigate by the address.",
  errors: {
    required: "Please fill this in.",
    tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
    pincode: "Please enter a 6-digit PIN code (the first digit is not 0).",
    rate: "Please enter an amount in rupees of 0 or more, with at most 2 decimals (e.g. 300.00).",
    phone: "Please enter a phone number of 6 to 15 digits (spaces, + and - are fine).",
    latitude: "Please enter a latitude in degrees, from -90 to 90 (e.g. 23.022505).",
    longitude: "Please enter a longitude in degrees, from -180 to 180 (e.g. 72.571365).",
    coordinatesPair: "Please give both latitude and longitude, or neither.",
  },
  summary: "Please correct the highlighted fields.",
  failed: "The customer could not be saved. Please try again.",
  create: "Save customer",
  creating: "Saving…",
  save: "Save changes",
  saving: "Saving…",
  cancel: "Cancel",
} as const;

export const DETAIL_TEXT = {
  title: (code: string) => `Customer ${code}`,
  loading: "Loading the customer…",
  failed: "The customer could not be loaded.",
  notFound: (code: string) => `No customer has the code ${code}.`,
  backToList: "All customers",
  deactivatedBadge: "Deactivated",
  activeBadge: "Active",
  deactivatedSince: (date: string) =>
    `Deactivated on ${date}. Its logins cannot sign in; its data is kept.`,
  details: "Details",
  edit: "Edit",
  address: "Address",
  sitePhone: "Site contact's phone",
  noPhone: "Not given",
  coordinates: "Coordinates",
  noCoordinates: "Not given (Navigate uses the address)",
  serviceType: "Service type",
  businessType: "Business type",
  planning: "Pickups planned",
  planningModes: { fixed: "Fixed schedule", fill: "By fill" },
  planningHint: "By fill: each kiosk is visited when its forecast says it is nearly full.",
  planningSave: "Save planning",
  planningSaved: "Saved.",
  planningFailed: "The planning could not be saved.",
  rate: "Benefit rate",
  ratePerKg: (rupees: string) => `${rupees} per kg`,
  figures: "Figures (till date)",
  figureLabels: {
    butts: "Butts collected",
    kg: "Weight collected",
    credits: "Credits",
    payouts: "Payouts",
    adjustments: "Adjustments",
    balance: "Balance",
    kiosks: "Kiosks in service",
    logins: "Logins",
  },
  viewAsCustomer: "View as customer",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
  confirmDeactivateHeading: (name: string) => `Deactivate ${name}?`,
  confirmDeactivateText:
    "Its logins stop working at their next request and cannot sign in until you reactivate it. Its kiosks, collections, payouts and media are kept.",
  confirmReactivateHeading: (name: string) => `Reactivate ${name}?`,
  confirmReactivateText: "Its logins can sign in again.",
  actionFailed: "The change could not be saved. Please try again.",
} as const;

export const LOGINS_TEXT = {
  /** The roles' names (the contract's labels). */
  staffRoles: STAFF_ROLE_LABELS,
  businessRoles: BUSINESS_ROLE_LABELS,
  customerHeading: "Logins",
  staffHeading: "Staff logins",
  caption: "Logins",
  name: "Name",
  email: "E-mail",
  role: "Role",
  lastSignIn: "Last sign-in",
  status: "Status",
  actions: "Actions",
  never: "Never",
  pending: "Invitation sent",
  activeLogin: "Active",
  you: "(you)",
  empty: "No logins yet.",
  loading: "Loading logins…",
  loadFailed: "The logins could not be loaded.",
  inviteHeading: "Invite a login",
  inviteIntro: "They get an e-mail with a link to choose their password (valid 7 days).",
  inviteName: "Name",
  inviteEmail: "E-mail address",
  inviteRole: "Role",
  inviteRoleHint: "An admin uses the whole console; a collector only the route screen.",
  inviteLanguage: "Language of the invitation",
  inviteLanguageHint:
    "The e-mail and the pages they see once signed in are in this language. They can change it later.",
  invite: "Send invitation",
  inviting: "Sending…",
  invited: (email: string) => `Invitation sent to ${email}.`,
  resend: "Resend invitation",
  resent: (email: string) =>
    `A new invitation was sent to ${email}. The previous link no longer works.`,
  revoke: "Revoke",
  confirmRevokeHeading: (name: string) => `Revoke ${name}'s login?`,
  confirmRevokeText: (email: string) =>
    `${email} is signed out everywhere and can no longer sign in. You can invite them again later.`,
  revoked: (email: string) => `The login of ${email} was revoked.`,
  errors: {
    name: "Please enter their name.",
    email: "Please enter a valid e-mail address.",
  },
  summary: "Please correct the highlighted fields.",
  failed: "The change could not be saved. Please try again.",
} as const;

export const CONFIRM_TEXT = { cancel: "Cancel", working: "Working…" } as const;

/** The sentences of these screens (figures or names in them), from the catalogue's templates. */
const SENTENCES = {
  ...fillers({
    "list.sortBy": ["column"],
    "form.prefilledFrom": ["name"],
    "form.errors.tooLong": ["max"],
    "detail.title": ["code"],
    "detail.notFound": ["code"],
    "detail.deactivatedSince": ["date"],
    "detail.ratePerKg": ["rupees"],
    "detail.confirmDeactivateHeading": ["name"],
    "detail.confirmReactivateHeading": ["name"],
    "logins.invited": ["email"],
    "logins.resent": ["email"],
    "logins.confirmRevokeHeading": ["name"],
    "logins.confirmRevokeText": ["email"],
    "logins.revoked": ["email"],
  }),
  "list.count":
    (t: Readonly<Record<string, string>>) => (first: number, last: number, total: number) =>
      total === 0
        ? (t["list.count.none"] ?? "")
        : (t["list.count"] ?? "")
            .replace("{first}", String(first))
            .replace("{last}", String(last))
            .replace("{total}", String(total)),
  "form.contactNote": (t: Readonly<Record<string, string>>) => (contact: string, email: string) =>
    (t["form.contactNote"] ?? "").replace("{contact}", [contact, email].filter(Boolean).join(", ")),
};

/** These screens' words in the reader's language (issue 29); English is the constants above. */
export const useListText = () => useConsoleWords(LIST_TEXT, "consoleCustomers", "list", SENTENCES);
export const useFormText = () => useConsoleWords(FORM_TEXT, "consoleCustomers", "form", SENTENCES);
export const useDetailText = () =>
  useConsoleWords(DETAIL_TEXT, "consoleCustomers", "detail", SENTENCES);
/** The same outside React (the customer route's title, with its sentence). */
export const detailTextNow = () =>
  consoleWordsNow(DETAIL_TEXT, "consoleCustomers", "detail", SENTENCES);
export const useLoginsText = () =>
  useConsoleWords(LOGINS_TEXT, "consoleCustomers", "logins", SENTENCES);
export const useConfirmText = () =>
  useConsoleWords(CONFIRM_TEXT, "consoleCustomers", "confirm", SENTENCES);
