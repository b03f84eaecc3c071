import { paths } from "../config/paths";
import { AwardsPage } from "../features/public-pages/components/awards-page";
import { AWARDS_HEAD } from "../features/public-pages/content/awards";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/awards";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: AWARDS_HEAD.title,
    description: AWARDS_HEAD.description,
    path: paths.awards,
  });

export default function AwardsRoute() {
  return <AwardsPage />;
}
