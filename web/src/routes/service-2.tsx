import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import art from "../features/public-pages/assets/events.svg";
import { ServicePage } from "../features/public-pages/components/service-page";
import { service2PageContent } from "../features/public-pages/content/service-2";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/service-2";

/** Runs when /service-2, /gu/service-2 and /hi/service-2 are prerendered: each gets its language's words. */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return { language, site: textsOf(language, "site"), content: service2PageContent(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.head.title,
        description: loaderData.content.head.description,
        path: paths.service2,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function Service2Route({ loaderData }: Route.ComponentProps) {
  return <ServicePage content={loaderData.content} art={art} />;
}
