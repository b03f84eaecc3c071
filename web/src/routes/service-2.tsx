import { PublicPage } from "../features/public-pages/components/public-page";
import { PAGE_CONTENT } from "../features/public-pages/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/service-2";

const content = PAGE_CONTENT.service2;

export const meta: Route.MetaFunction = () => pageMeta(content.title, content.description);

export default function Service2Route() {
  return <PublicPage content={content} />;
}
