import { PickupsPage } from "../../features/pickups/components/pickups-page";
import { PICKUPS_TEXT } from "../../features/pickups/constants";
import { consoleWordsNow } from "../../lib/console-texts";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/pickups";

export const meta: Route.MetaFunction = () =>
  pageMeta(consoleWordsNow(PICKUPS_TEXT, "consolePickups", "pickups").title);

/** /admin/pickups: the requests waiting, and the day or week of stops (view and date in the URL). */
export default function PickupsRoute() {
  return <PickupsPage />;
}
