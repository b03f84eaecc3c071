// The audit area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { type AuditRoutesOptions, auditRoutes } from "./audit.routes.ts";
export { type AuditActor, actorOf, recordAudit } from "./audit.service.ts";
