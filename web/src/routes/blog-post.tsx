import { BRAND } from "@filtercycle/contract/brand";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { data, isRouteErrorResponse } from "react-router";
import { paths } from "../config/paths";
import { BlogPostPage } from "../features/public-pages/components/blog-post-page";
import { NotFoundPage } from "../features/public-pages/components/not-found-page";
import { blogPostContent } from "../features/public-pages/content/blog";
import { BLOG_TEXT } from "../features/public-pages/content/documents";
import { pageLanguage } from "../lib/page-language";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog-post";

/**
 * Runs at build time only: every post is prerendered in each language (react-router.config.ts
 * lists the slugs from web/content/blog), so the browser gets HTML, or the `.data` file when
 * navigating; a post's words and the words around it are in the page's language.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  const content = blogPostContent(params.slug, language);
  if (!content) throw data(null, { status: 404 });
  return { language, site: textsOf(language, "site"), content };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const post = loaderData?.content.post;
  if (!loaderData || !post) {
    return [
      { title: `${BLOG_TEXT.notFoundHeading} | ${BRAND.name}` },
      { name: "robots", content: "noindex" },
    ];
  }
  return publicPageMeta({
    title: post.title,
    description: post.description,
    path: `${paths.blog}/${post.slug}`,
    language: loaderData.language,
    imageAlt: loaderData.site.socialImageAlt,
    article: { publishedTime: post.date, modifiedTime: post.updated, author: post.author },
  });
};

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage c={loaderData.content} language={loaderData.language} />;
}

/**
 * A post that does not exist: its path was not prerendered, so there is no data for it (the
 * server answers the app shell with 404, or the `.data` request with 404). That is the
 * not-found page, not an error. A failed fetch (offline) or a bug still goes to the root's
 * error screen.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const noSuchPost =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (loaderData === undefined && !isRouteErrorResponse(error) && !(error instanceof TypeError));
  if (noSuchPost) return <NotFoundPage />;
  throw error;
}
