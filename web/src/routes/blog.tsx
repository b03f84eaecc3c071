import { paths } from "../config/paths";
import { BlogIndexPage } from "../features/public-pages/components/blog-index-page";
import { BLOG_HEAD } from "../features/public-pages/content/documents";
import { listBlogPosts } from "../features/public-pages/content/markdown.server";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/blog";

/** Runs at build time only (prerendering): the list comes from web/content/blog/*.md. */
export async function loader() {
  return { posts: listBlogPosts() };
}

export const meta: Route.MetaFunction = () =>
  publicPageMeta({ title: BLOG_HEAD.title, description: BLOG_HEAD.description, path: paths.blog });

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  // `?.`: component tests render route modules without their loader.
  return <BlogIndexPage posts={loaderData?.posts ?? []} />;
}
