import { UnsubscribePage } from "../features/accounts/components/unsubscribe-page";
import { UNSUBSCRIBE_TEXT } from "../features/accounts/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/unsubscribe";

/** A personal link from a mail: never indexed. */
export const meta: Route.MetaFunction = () => [
  ...pageMeta(UNSUBSCRIBE_TEXT.title),
  { name: "robots", content: "noindex" },
];

export default function UnsubscribeRoute() {
  return <UnsubscribePage />;
}
