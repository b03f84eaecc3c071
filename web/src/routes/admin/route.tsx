import { useEffect } from "react";
import { CollectorScreen } from "../../features/pickups/components/collector-screen";
import { COLLECTOR_TEXT } from "../../features/pickups/constants";
import { registerRouteWorker, swapInRouteManifest } from "../../features/pickups/utils/route-app";
import { useSessionRole } from "../../hooks/use-session-role";
import { pageMeta } from "../../lib/page-meta";
import { getCustomerName } from "../../lib/session-storage";
import type { Route } from "./+types/route";
import type { ConsoleHandle } from "./console-layout";

export const meta: Route.MetaFunction = () => pageMeta(COLLECTOR_TEXT.title);

/** A phone's screen: the console layout checks staff, but leaves its sidebar out. */
export const handle: ConsoleHandle = { consoleShell: false };

/** /admin/route: the collector's screen, today's stops one at a time (works offline). */
export default function CollectorRoute() {
  const role = useSessionRole();
  // The installable route app: its manifest while the screen is shown, its offline worker.
  useEffect(() => {
    registerRouteWorker();
    return swapInRouteManifest();
  }, []);
  return <CollectorScreen staffName={getCustomerName() ?? ""} consoleLink={role === "admin"} />;
}
