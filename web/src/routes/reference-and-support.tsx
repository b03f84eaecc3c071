import { PublicPage } from "../features/public-pages/components/public-page";
import { PAGE_CONTENT } from "../features/public-pages/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/reference-and-support";

const content = PAGE_CONTENT.referenceAndSupport;

export const meta: Route.MetaFunction = () => pageMeta(content.title, content.description);

export default function ReferenceAndSupportRoute() {
  return <PublicPage content={content} />;
}
