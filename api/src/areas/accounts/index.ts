// The accounts area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { accountsRoutes } from "./accounts.routes.ts";
export { countLoginsOf } from "./accounts.service.ts";
export { endBusinessAccess } from "./api-tokens.ts";
export { createAuth } from "./auth.ts";
export { authSecret, authSecretShadowsFile } from "./auth-secret.ts";
export { ownersAndLogin } from "./business-logins.ts";
export { createLoginLimits } from "./login-limits.ts";
export { businessesWithLogins, collectorLogins, loginEmail, loginsOfBusiness } from "./logins.ts";
export { limitPasswordHashing, usePasswordHashCost } from "./password.ts";
export { registerSessions, requireOwner, signedInUser } from "./sessions.ts";
