import { CollectionsScreen } from "../../features/collections/components/collections-screen";
import { COLLECTIONS_TEXT } from "../../features/collections/constants";
import { consoleWordsNow } from "../../lib/console-texts";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/collections";

export const meta: Route.MetaFunction = () =>
  pageMeta(consoleWordsNow(COLLECTIONS_TEXT, "consoleCollections", "list").title);

/** /admin/collections: every collection, filtered and paged in the URL; export and import. */
export default function CollectionsRoute() {
  return <CollectionsScreen />;
}
