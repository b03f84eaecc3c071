import { type Language, pathIn } from "@filtercycle/contract/languages";
import { Link } from "react-router";
import { paths } from "#web/config/paths";
import type { BlogIndexContent } from "../content/blog";
import { Band, SectionHeading } from "./blocks";
import { PublicPage } from "./public-page";

/** The blog index in its language: the words and the posts come from the route's loader. */
export function BlogIndexPage({ c, language }: { c: BlogIndexContent; language: Language }) {
  return (
    <PublicPage head={c.head}>
      <Band labelledBy="posts-heading">
        <SectionHeading id="posts-heading">{c.postsHeading}</SectionHeading>
        {c.posts.length === 0 ? <p className="mt-6 text-ink/80">{c.noPosts}</p> : null}
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {c.posts.map((post) => (
            <li
              key={post.slug}
              className="relative flex flex-col rounded-2xl border border-forest/10 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-leaf hover:shadow-md"
            >
              <p className="text-sm text-ink/70">
                <time dateTime={post.date}>{post.dateLabel}</time>
                {" · "}
                {post.readingLabel}
              </p>
              <h3 className="mt-3 text-xl font-semibold text-forest">
                {/* The link covers the card (after:inset-0). */}
                <Link
                  to={pathIn(`${paths.blog}/${post.slug}`, language)}
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
