import { paths } from "../config/paths";
import { HomePage } from "../features/public-pages/components/home-page";
import { HOME_CONTENT } from "../features/public-pages/content/home";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: HOME_CONTENT.title,
    fullTitle: true,
    description: HOME_CONTENT.description,
    path: paths.home,
  });

export default function HomeRoute() {
  return <HomePage />;
}
