import { paths } from "../config/paths";
import { ServicesPage } from "../features/public-pages/components/services-page";
import { SERVICES_HEAD } from "../features/public-pages/content/services";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: SERVICES_HEAD.title,
    description: SERVICES_HEAD.description,
    path: paths.services,
  });

export default function ServicesRoute() {
  return <ServicesPage />;
}
