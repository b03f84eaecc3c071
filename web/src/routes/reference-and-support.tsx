import { paths } from "../config/paths";
import { SupportPage } from "../features/public-pages/components/support-page";
import { SUPPORT_HEAD } from "../features/public-pages/content/reference-and-support";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/reference-and-support";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: SUPPORT_HEAD.title,
    description: SUPPORT_HEAD.description,
    path: paths.referenceAndSupport,
  });

export default function ReferenceAndSupportRoute() {
  return <SupportPage />;
}
