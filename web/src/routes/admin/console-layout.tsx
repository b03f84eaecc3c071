import { Outlet, useMatches } from "react-router";
import { AccessDenied } from "../../features/auth/components/access-denied";
import { useLogout } from "../../features/auth/hooks/use-logout";
import { ConsoleShell } from "../../features/console/components/console-shell";
import { CONSOLE_TEXT } from "../../features/console/constants";
import { useSessionRole } from "../../hooks/use-session-role";
import { pageMeta } from "../../lib/page-meta";
import { getCustomerName } from "../../lib/session-storage";
import type { Route } from "./+types/console-layout";

export const meta: Route.MetaFunction = () => pageMeta(CONSOLE_TEXT.title);

/** A console screen's route `handle`: `consoleShell: false` shows it without the sidebar. */
export type ConsoleHandle = { consoleShell?: boolean };

const wantsShell = (handle: unknown) =>
  (handle as ConsoleHandle | undefined)?.consoleShell !== false;

/**
 * The operations console (/admin and its screens) is for staff: anyone else signed in (a stored
 * role other than "admin", or none) gets the 403 page instead of a screen whose calls the server
 * refuses (docs/decisions/0010-web-session-state.md). Staff get the console shell (sidebar,
 * account menu) around the screen, unless the screen's handle asks for none (ConsoleHandle); the
 * root leaves out the public header and footer here.
 */
export default function ConsoleLayout() {
  const role = useSessionRole();
  // The auth feature's logout, handed to the console feature (features do not import each other).
  const logout = useLogout();
  const bare = !useMatches().every((match) => wantsShell(match.handle));
  if (role === undefined) return null;
  if (role !== "admin") return <AccessDenied />;
  // A screen for a phone (the collector's route): the whole width, its own `<main>` landmark.
  if (bare) {
    return (
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    );
  }
  return (
    <ConsoleShell staffName={getCustomerName() ?? ""} onLogout={logout}>
      <Outlet />
    </ConsoleShell>
  );
}
