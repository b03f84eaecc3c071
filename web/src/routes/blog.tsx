import { PublicPage } from "../features/public-pages/components/public-page";
import { PAGE_CONTENT } from "../features/public-pages/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog";

const content = PAGE_CONTENT.blog;

export const meta: Route.MetaFunction = () => pageMeta(content.title, content.description);

export default function BlogRoute() {
  return <PublicPage content={content} />;
}
