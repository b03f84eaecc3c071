import type { EndpointName } from "./routes.ts";

/**
 * Everything a collector login may call (issue 28; docs/decisions/0085), in one place: the route
 * screen's calls (the day's stops, Done, Missed, the photo) and the login's own account (the
 * session check, the password, its sessions). Every other customer or staff endpoint answers a
 * collector 403 (the API's scope checks apply this list to the route a request reached, so a new
 * endpoint is refused to collectors until it is added here); public endpoints are everyone's.
 */
export const COLLECTOR_ENDPOINTS = [
  // The route screen.
  "adminPickups",
  "adminPickupComplete",
  "adminPickupMiss",
  "adminPickupPhotoUpload",
  "adminPickupPhoto",
  // Their own route of the day (never the whole plan).
  "adminPlanMine",
  // Their own account.
  "session",
  "account",
  "accountUpdate",
  "changePassword",
  "accountSessions",
  "accountSessionEnd",
] as const satisfies readonly EndpointName[];

const reach: ReadonlySet<string> = new Set(COLLECTOR_ENDPOINTS);

/** True when a collector login may call the endpoint `name`. */
export function collectorMayCall(name: EndpointName): boolean {
  return reach.has(name);
}
