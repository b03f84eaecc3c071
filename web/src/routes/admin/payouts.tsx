import { PayoutsPage } from "../../features/money/components/payouts-page";
import { payoutsTextNow } from "../../features/money/payouts-constants";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/payouts";

export const meta: Route.MetaFunction = () => pageMeta(payoutsTextNow().heading);

/** /admin/payouts: payouts and adjustments (filters in the URL), and the forms to record them. */
export default function PayoutsRoute() {
  return <PayoutsPage />;
}
