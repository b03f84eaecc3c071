import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import { AboutPage } from "../features/public-pages/components/about-page";
import { aboutPageContent } from "../features/public-pages/content/about-us";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/about-us";

/** Runs when /aboutus, /gu/aboutus and /hi/aboutus are prerendered: each gets its language's words. */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return { language, site: textsOf(language, "site"), content: aboutPageContent(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.head.title,
        description: loaderData.content.head.description,
        path: paths.aboutUs,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function AboutUsRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />;
}
