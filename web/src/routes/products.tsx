import { PublicPage } from "../features/public-pages/components/public-page";
import { PAGE_CONTENT } from "../features/public-pages/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/products";

const content = PAGE_CONTENT.products;

export const meta: Route.MetaFunction = () => pageMeta(content.title, content.description);

export default function ProductsRoute() {
  return <PublicPage content={content} />;
}
