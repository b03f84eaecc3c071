/**
 * The staff console's frame and common words (issue 29; decision 0096): the brand, the menu and
 * its screens, the account menu, change password, the console's not-found page, and the 403
 * ("Access denied") page. The screens' own words, and what is data (names, codes, figures), stay
 * English for now. English is exactly the console's words before
 * (web/src/features/console/constants.ts, AUTH_TEXT.accessDenied, ACCOUNT_MESSAGES).
 */
export const console = {
  title: "Admin console",
  brand: "Filtercycle console",
  navLabel: "Console",
  menuOpen: "Menu",
  menuClose: "Close menu",
  signedInAs: "Signed in as",
  account: "Account",
  changePassword: "Change password",
  logout: "Log out",
  loggingOut: "Logging out…",
  logoutFailed: "Could not log out. Please try again.",
  toRoute: "Go to the route",
  language: "Language",
  "nav.overview": "Overview",
  "nav.customers": "Customers",
  "nav.collections": "Collections",
  "nav.custody": "Custody",
  "nav.pickups": "Pickups",
  "nav.route": "Collector's route",
  "nav.payouts": "Payouts",
  "nav.media": "Media",
  "nav.inbox": "Inbox",
  "nav.settings": "Settings",
  "nav.auditLog": "Audit log",
  "notFound.title": "Page not found",
  "notFound.heading": "Page not found",
  "notFound.intro": "There is no console screen at this address. Choose one from the menu, or:",
  "notFound.overview": "Go to the Overview",
  "denied.heading": "Access denied",
  "denied.staffOnly": "This area is for Filtercycle staff only.",
  "denied.adminOnly":
    "This area is for Filtercycle admins only. A collector uses the route screen.",
  "denied.toDashboard": "Go to your dashboard",
} as const;
