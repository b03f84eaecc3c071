import { paths } from "../config/paths";
import { ProductsPage } from "../features/public-pages/components/products-page";
import { PRODUCTS_HEAD } from "../features/public-pages/content/products";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: PRODUCTS_HEAD.title,
    description: PRODUCTS_HEAD.description,
    path: paths.products,
  });

export default function ProductsRoute() {
  return <ProductsPage />;
}
