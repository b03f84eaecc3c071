import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import { LegalPage } from "../features/public-pages/components/legal-page";
import { legalPageContent } from "../features/public-pages/content/legal";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/privacy-policy";

/**
 * Runs when the page is prerendered in each of its languages, never in the browser: the Markdown
 * in the page's language becomes HTML in the page, with the catalogue's `legal` words.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return {
    language,
    site: textsOf(language, "site"),
    content: legalPageContent("privacy", language),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.head.title,
        description: loaderData.content.head.description,
        path: paths.privacyPolicy,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage c={loaderData.content} />;
}
