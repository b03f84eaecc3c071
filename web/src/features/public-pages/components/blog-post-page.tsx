import { type Language, pathIn } from "@filtercycle/contract/languages";
import { Link } from "react-router";
import { paths } from "#web/config/paths";
import type { BlogPostContent } from "../content/blog";
import { textLink } from "./blocks";
import { Prose } from "./prose";

/** A post in its language: its text and the words around it come from the route's loader. */
export function BlogPostPage({
  c: { post, text },
  language,
}: {
  c: BlogPostContent;
  language: Language;
}) {
  const blog = pathIn(paths.blog, language);
  return (
    <article>
      <header className="border-b border-forest/10 bg-gradient-to-b from-leaf/10 to-transparent">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-10 sm:px-6 md:pt-14">
          <Link to={blog} className={textLink}>
            ← {text.back}
          </Link>
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance text-forest sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink/80">{post.description}</p>
          <p className="mt-6 text-sm text-ink/70">
            {text.by} {post.author}
            {" · "}
            {text.published} <time dateTime={post.date}>{post.dateLabel}</time>
            {post.updated ? (
              <>
                {" · "}
                {text.updated} <time dateTime={post.updated}>{post.updatedLabel}</time>
              </>
            ) : null}
            {" · "}
            {post.readingLabel}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <Prose html={post.html} />
        <p className="mt-12">
          <Link to={blog} className={textLink}>
            ← {text.back}
          </Link>
        </p>
      </div>
    </article>
  );
}
