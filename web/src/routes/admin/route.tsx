import { useEffect } from "react";
import { CollectorScreen } from "../../features/pickups/components/collector-screen";
import {
  keepLoadedFilesOffline,
  registerRouteWorker,
  swapInRouteManifest,
} from "../../features/pickups/utils/route-app";
import { useSessionRole } from "../../hooks/use-session-role";
import { useAppLanguage } from "../../lib/app-language";
import { currentAppTexts } from "../../lib/app-texts";
import { pageMeta } from "../../lib/page-meta";
import { getCustomerName } from "../../lib/session-storage";
import type { Route } from "./+types/route";
import type { ConsoleHandle } from "./console-layout";

export const meta: Route.MetaFunction = () => pageMeta(currentAppTexts().collector.title);

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
  // The words of the language shown (and everything else loaded) kept for an offline reload.
  const language = useAppLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language's files are the trigger.
  useEffect(() => keepLoadedFilesOffline(), [language]);
  return <CollectorScreen staffName={getCustomerName() ?? ""} consoleLink={role === "admin"} />;
}
