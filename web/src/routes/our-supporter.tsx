import { paths } from "../config/paths";
import { SupportersPage } from "../features/public-pages/components/supporters-page";
import { SUPPORTERS_HEAD } from "../features/public-pages/content/our-supporter";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/our-supporter";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: SUPPORTERS_HEAD.title,
    description: SUPPORTERS_HEAD.description,
    path: paths.ourSupporter,
  });

export default function OurSupporterRoute() {
  return <SupportersPage />;
}
