import { CustodyPage } from "../../features/custody/components/custody-page";
import { CUSTODY_TEXT } from "../../features/custody/constants";
import { consoleWordsNow } from "../../lib/console-texts";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/custody";

export const meta: Route.MetaFunction = () =>
  pageMeta(consoleWordsNow(CUSTODY_TEXT, "consoleCustody", "custody").heading);

/** /admin/custody: bags from pickups, their intake at the plant, batches and product lots. */
export default function CustodyRoute() {
  return <CustodyPage />;
}
