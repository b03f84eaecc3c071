import { PublicPage } from "../features/public-pages/components/public-page";
import { PAGE_CONTENT } from "../features/public-pages/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/service-1";

const content = PAGE_CONTENT.service1;

export const meta: Route.MetaFunction = () => pageMeta(content.title, content.description);

export default function Service1Route() {
  return <PublicPage content={content} />;
}
