import type { Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { fill } from "@filtercycle/contract/messages/fill";
import type { PageHead } from "../types";
import { findBlogPost, listBlogPosts } from "./markdown.server";

/**
 * The blog in a language: the words around the posts from the catalogue's `blog` area, the
 * posts from their Markdown in that language (web/content/blog, …/gu, …/hi). Built by the
 * routes' loaders when the pages are prerendered (issue 29), so a page's words travel in its
 * HTML and data, in its language only, never in its JavaScript.
 */
function blogTexts(language: Language) {
  const t = textsOf(language, "blog");
  const head: PageHead = {
    title: t.title,
    description: t.description,
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: t.intro,
  };
  return {
    head,
    postsHeading: t.postsHeading,
    noPosts: t.noPosts,
    by: t.by,
    published: t.published,
    updated: t.updated,
    back: t.back,
    readingTime: (minutes: number) => fill(t.readingTime, { minutes }),
  };
}

/** The blog index (/blog, /gu/blog, /hi/blog): its head and every post's card, newest first. */
export function blogIndexContent(language: Language) {
  const { head, postsHeading, noPosts, readingTime } = blogTexts(language);
  return {
    head,
    postsHeading,
    noPosts,
    posts: listBlogPosts(language).map((post) => ({
      ...post,
      readingLabel: readingTime(post.readingMinutes),
    })),
  };
}

/** A post in `language` with the words around it; undefined when there is no such post. */
export function blogPostContent(slug: string, language: Language) {
  const post = findBlogPost(slug, language);
  if (!post) return undefined;
  const { by, published, updated, back, readingTime } = blogTexts(language);
  return {
    post: { ...post, readingLabel: readingTime(post.readingMinutes) },
    text: { by, published, updated, back },
  };
}

export type BlogIndexContent = ReturnType<typeof blogIndexContent>;
export type BlogPostContent = NonNullable<ReturnType<typeof blogPostContent>>;
