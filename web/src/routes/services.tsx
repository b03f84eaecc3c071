import { ServicesPage } from "../features/public-pages/components/services-page";
import { PAGE_CONTENT } from "../features/public-pages/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () =>
  pageMeta(PAGE_CONTENT.services.title, PAGE_CONTENT.services.description);

export default function ServicesRoute() {
  return <ServicesPage />;
}
