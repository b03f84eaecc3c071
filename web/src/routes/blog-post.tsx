import { BRAND } from "@filtercycle/contract/brand";
import { data, isRouteErrorResponse } from "react-router";
import { paths } from "../config/paths";
import { BlogPostPage } from "../features/public-pages/components/blog-post-page";
import { NotFoundPage } from "../features/public-pages/components/not-found-page";
import { BLOG_TEXT } from "../features/public-pages/content/documents";
import { findBlogPost } from "../features/public-pages/content/markdown.server";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog-post";

/**
 * Runs at build time only: every post is prerendered (react-router.config.ts lists the slugs
 * from web/content/blog), so the browser gets HTML, or the `.data` file when navigating.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const post = findBlogPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const post = loaderData?.post;
  if (!post) {
    return [
      { title: `${BLOG_TEXT.notFoundHeading} | ${BRAND.name}` },
      { name: "robots", content: "noindex" },
    ];
  }
  return publicPageMeta({
    title: post.title,
    description: post.description,
    path: `${paths.blog}/${post.slug}`,
    article: { publishedTime: post.date, modifiedTime: post.updated, author: post.author },
  });
};

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} />;
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
