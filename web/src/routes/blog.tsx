import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { paths } from "../config/paths";
import { BlogIndexPage } from "../features/public-pages/components/blog-index-page";
import { blogIndexContent } from "../features/public-pages/content/blog";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog";

/**
 * Runs when /blog, /gu/blog and /hi/blog are prerendered, never in the browser: the list comes
 * from web/content/blog in the page's language, with the catalogue's `blog` words.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return { language, site: textsOf(language, "site"), content: blogIndexContent(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? publicPageMeta({
        title: loaderData.content.head.title,
        description: loaderData.content.head.description,
        path: paths.blog,
        language: loaderData.language,
        imageAlt: loaderData.site.socialImageAlt,
      })
    : [];

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogIndexPage c={loaderData.content} language={loaderData.language} />;
}
