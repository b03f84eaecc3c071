import { Link } from "react-router";
import { paths } from "#web/config/paths";
import { BLOG_TEXT } from "../content/documents";
import type { BlogPost } from "../types";
import { formatDate } from "../utils/format-date";
import { textLink } from "./blocks";
import { Prose } from "./prose";

export function BlogPostPage({ post }: { post: BlogPost }) {
  return (
    <article>
      <header className="border-b border-forest/10 bg-gradient-to-b from-leaf/10 to-transparent">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-10 sm:px-6 md:pt-14">
          <Link to={paths.blog} className={textLink}>
            ← {BLOG_TEXT.back}
          </Link>
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance text-forest sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink/80">{post.description}</p>
          <p className="mt-6 text-sm text-ink/70">
            {BLOG_TEXT.by} {post.author}
            {" · "}
            {BLOG_TEXT.published} <time dateTime={post.date}>{formatDate(post.date)}</time>
            {post.updated ? (
              <>
                {" · "}
                {BLOG_TEXT.updated} <time dateTime={post.updated}>{formatDate(post.updated)}</time>
              </>
            ) : null}
            {" · "}
            {BLOG_TEXT.readingTime(post.readingMinutes)}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <Prose html={post.html} />
        <p className="mt-12">
          <Link to={paths.blog} className={textLink}>
            ← {BLOG_TEXT.back}
          </Link>
        </p>
      </div>
    </article>
  );
}
