import type { QueryClient } from "@tanstack/react-query";
import { replace } from "react-router";
import { paths } from "#web/config/paths";
import { isApiError } from "#web/lib/api-client";
import { getToken, wasEndedByServer } from "#web/lib/session-storage";
import { sessionQueryOptions } from "../api/get-session";
import { rememberLoginRedirect } from "./pending-redirect";

/**
 * The signed-in screens' entry check, for a route loader (routes/signed-in-layout.tsx): it
 * resolves when a session is stored and the server still knows it, and otherwise throws a
 * redirect to /login, which then returns the user to the URL of `request` after logging in.
 *
 * - No stored token: straight to /login, without asking the server (SPEC.md §2).
 * - A token: GET /api/session through the query client (cached; a stale answer is used and
 *   refreshed in the background). A 401 has already cleared the stored keys (lib/api-client.ts):
 *   /login then says the session ended.
 * - The server could not be asked (offline, 5xx): the stored session stands; the screen's own
 *   calls show what failed, and a 401 among them ends the session then.
 */
export async function requireSession(request: Request, queryClient: QueryClient): Promise<void> {
  if (getToken() === null) throw redirectToLogin(request);
  try {
    await queryClient.ensureQueryData({ ...sessionQueryOptions(), revalidateIfStale: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirectToLogin(request);
  }
}

function redirectToLogin(request: Request): Response {
  const { pathname, search, hash } = new URL(request.url);
  rememberLoginRedirect({
    from: { pathname, search, hash },
    ...(wasEndedByServer() ? { sessionEnded: true } : {}),
  });
  // Replace: Back from /login must not land on the screen that sent the user there.
  return replace(paths.login);
}
