import { methodsApiRoutes } from "@filtercycle/contract/api/methods-routes";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import { SupportPage } from "../features/public-pages/components/support-page";
import { supportPageContent } from "../features/public-pages/content/reference-and-support";
import { addApiRoutes } from "../lib/api-client";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/reference-and-support";

// The "How we measure impact" section reads the method versions: only this page carries the route.
addApiRoutes(methodsApiRoutes);

/**
 * Runs when /reference-and-support and its Gujarati and Hindi copies are prerendered: each gets
 * its language's words as data, and the catalogues stay out of the page's JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return { language, site: textsOf(language, "site"), content: supportPageContent(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.head.title,
        description: loaderData.content.head.description,
        path: paths.referenceAndSupport,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function ReferenceAndSupportRoute({ loaderData }: Route.ComponentProps) {
  return <SupportPage content={loaderData.content} />;
}
