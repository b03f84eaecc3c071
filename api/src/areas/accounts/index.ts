// The accounts area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { countLoginsOf } from "./accounts.service.ts";
export { ownersAndLogin } from "./business-logins.ts";
export { businessesWithLogins, loginEmail, loginsOfBusiness } from "./logins.ts";
export { requireOwner, signedInUser } from "./sessions.ts";
