import { methodsApiRoutes } from "@filtercycle/contract/api/methods-routes";
import { paths } from "../config/paths";
import { SupportPage } from "../features/public-pages/components/support-page";
import { SUPPORT_HEAD } from "../features/public-pages/content/reference-and-support";
import { addApiRoutes } from "../lib/api-client";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/reference-and-support";

// The "How we measure impact" section reads the method versions: only this page carries the route.
addApiRoutes(methodsApiRoutes);

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: SUPPORT_HEAD.title,
    description: SUPPORT_HEAD.description,
    path: paths.referenceAndSupport,
  });

export default function ReferenceAndSupportRoute() {
  return <SupportPage />;
}
