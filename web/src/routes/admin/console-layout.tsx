import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { AccessDenied } from "../../features/accounts/components/access-denied";
import { useLogout } from "../../features/accounts/hooks/use-logout";
import { showAccountLanguage } from "../../features/accounts/utils/account-language";
import { ConsoleBar, ConsoleShell } from "../../features/console/components/console-shell";
import { collectorMaySee, ROUTE_SCREEN } from "../../features/console/constants";
import { useSessionRole } from "../../hooks/use-session-role";
import { currentAppTexts, useAppTexts } from "../../lib/app-texts";
import { loadConsoleTexts } from "../../lib/console-texts";
import { pageMeta } from "../../lib/page-meta";
import { sessionQueryClient } from "../../lib/query-client";
import { getCustomerName, getRole } from "../../lib/session-storage";
import type { Route } from "./+types/console-layout";

export const meta: Route.MetaFunction = () => pageMeta(currentAppTexts().console.title);

/**
 * The console screens' own words in the reader's language are fetched before a screen renders
 * (an admin's only: a collector's route has its words in the app's chunk; issue 29).
 */
export async function clientLoader() {
  if (getRole() === "admin") {
    // The signed-in layout's loader runs beside this one: the login's language is read (once,
    // the query is shared) before its console words are.
    await showAccountLanguage(sessionQueryClient());
    await loadConsoleTexts();
  }
  return null;
}

/** A console screen's route `handle`: `consoleShell: false` shows it without the sidebar. */
export type ConsoleHandle = { consoleShell?: boolean };

const wantsShell = (handle: unknown) =>
  (handle as ConsoleHandle | undefined)?.consoleShell !== false;

/**
 * The operations console (/admin and its screens) is for staff: anyone else signed in (a stored
 * role other than a staff one, or none) gets the 403 page instead of a screen whose calls the
 * server refuses (docs/decisions/0010-web-session-state.md). A collector (issue 28; decision
 * 0085) uses the route screen only: /admin takes them there, and any other screen is the 403
 * page inside a console whose sidebar lists only the route. Staff get the console shell
 * (sidebar, account menu) around the screen, unless the screen's handle asks for none
 * (ConsoleHandle: a slim bar with the account menu instead); the root leaves out the public
 * header and footer here.
 */
export default function ConsoleLayout() {
  const role = useSessionRole();
  const { pathname } = useLocation();
  // The auth feature's logout, handed to the console feature (features do not import each other).
  const logout = useLogout();
  const bare = !useMatches().every((match) => wantsShell(match.handle));
  const t = useAppTexts().console;
  if (role === undefined) return null;
  if (role !== "admin" && role !== "collector") return <AccessDenied />;
  const staffName = getCustomerName() ?? "";
  if (role === "collector" && !collectorMaySee(pathname)) {
    if (pathname.replace(/\/+$/, "") === "/admin") return <Navigate to={ROUTE_SCREEN} replace />;
    return (
      <ConsoleShell staffName={staffName} collector onLogout={logout}>
        <AccessDenied
          message={t["denied.adminOnly"]}
          action={{ to: ROUTE_SCREEN, label: t.toRoute }}
          insideShell
        />
      </ConsoleShell>
    );
  }
  // A screen for a phone (the collector's route): the whole width, a slim bar, its own `<main>`.
  if (bare) {
    return (
      <ConsoleBar staffName={staffName} onLogout={logout}>
        <Outlet />
      </ConsoleBar>
    );
  }
  return (
    <ConsoleShell staffName={staffName} collector={role === "collector"} onLogout={logout}>
      <Outlet />
    </ConsoleShell>
  );
}
