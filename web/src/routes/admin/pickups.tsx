import { PickupsPage } from "../../features/pickups/components/pickups-page";
import { PICKUPS_TEXT } from "../../features/pickups/constants";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/pickups";

export const meta: Route.MetaFunction = () => pageMeta(PICKUPS_TEXT.title);

/** /admin/pickups: the requests waiting, and the day or week of stops (view and date in the URL). */
export default function PickupsRoute() {
  return <PickupsPage />;
}
