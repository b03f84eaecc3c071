import { partnerApiRoutes } from "@filtercycle/contract/api/partner-routes";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import { PartnerProgramPage } from "../features/public-pages/components/partner-program-page";
import { partnerPageContent } from "../features/public-pages/content/partner-program";
import { addApiRoutes } from "../lib/api-client";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/partner-program";

// The earnings example reads the partner rates: only this page carries the route.
addApiRoutes(partnerApiRoutes);

/**
 * Runs when /partner-program, /gu/partner-program and /hi/partner-program are prerendered: each
 * gets its language's words as data, and the catalogues stay out of the page's JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return { language, site: textsOf(language, "site"), content: partnerPageContent(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.head.title,
        description: loaderData.content.head.description,
        path: paths.partnerProgram,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function PartnerProgramRoute({ loaderData }: Route.ComponentProps) {
  return <PartnerProgramPage content={loaderData.content} />;
}
