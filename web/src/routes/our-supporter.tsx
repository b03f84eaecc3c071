import { PublicPage } from "../features/public-pages/components/public-page";
import { PAGE_CONTENT } from "../features/public-pages/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/our-supporter";

const content = PAGE_CONTENT.ourSupporter;

export const meta: Route.MetaFunction = () => pageMeta(content.title, content.description);

export default function OurSupporterRoute() {
  return <PublicPage content={content} />;
}
