import { paths } from "../config/paths";
import { AboutPage } from "../features/public-pages/components/about-page";
import { ABOUT_HEAD } from "../features/public-pages/content/about-us";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: ABOUT_HEAD.title,
    description: ABOUT_HEAD.description,
    path: paths.aboutUs,
  });

export default function AboutUsRoute() {
  return <AboutPage />;
}
