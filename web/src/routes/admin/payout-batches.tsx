import { PayoutBatchesPage } from "../../features/money/components/payout-batches-page";
import { batchesTextNow } from "../../features/money/payouts-constants";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/payout-batches";

export const meta: Route.MetaFunction = () => pageMeta(batchesTextNow().heading);

/** /admin/payouts/batches: payouts in batches (issue 25, docs/decisions/0078). */
export default function PayoutBatchesRoute() {
  return <PayoutBatchesPage />;
}
