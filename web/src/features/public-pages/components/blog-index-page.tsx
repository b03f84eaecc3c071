import { Link } from "react-router";
import { paths } from "#web/config/paths";
import { BLOG_HEAD, BLOG_TEXT } from "../content/documents";
import type { BlogPostSummary } from "../types";
import { formatDate } from "../utils/format-date";
import { Band, SectionHeading } from "./blocks";
import { PublicPage } from "./public-page";

export function BlogIndexPage({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <PublicPage head={BLOG_HEAD}>
      <Band labelledBy="posts-heading">
        <SectionHeading id="posts-heading">{BLOG_TEXT.postsHeading}</SectionHeading>
        {posts.length === 0 ? <p className="mt-6 text-ink/80">{BLOG_TEXT.noPosts}</p> : null}
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li
              key={post.slug}
              className="relative flex flex-col rounded-2xl border border-forest/10 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-leaf hover:shadow-md"
            >
              <p className="text-sm text-ink/70">
                <time dateTime={post.date}>{formatDate(post.date)}</time>
                {" · "}
                {BLOG_TEXT.readingTime(post.readingMinutes)}
              </p>
              <h3 className="mt-3 text-xl font-semibold text-forest">
                {/* The link covers the card (after:inset-0). */}
                <Link
                  to={`${paths.blog}/${post.slug}`}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                >
                  {post.title}
                </Link>
              </h3>
              <p className="mt-3 flex-1 leading-7 text-ink/75">{post.description}</p>
            </li>
          ))}
        </ul>
      </Band>
    </PublicPage>
  );
}
