import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import { HomePage } from "../features/public-pages/components/home-page";
import { homeContent } from "../features/public-pages/content/home";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/home";

/**
 * Runs when the page is prerendered (/, /gu, /hi), never in the browser: the page gets its own
 * language's words as data, and the catalogues stay out of its JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return {
    language,
    site: textsOf(language, "site"),
    content: homeContent(textsOf(language, "home"), language),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.title,
        fullTitle: true,
        description: loaderData.content.description,
        path: paths.home,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage c={loaderData.content} />;
}
