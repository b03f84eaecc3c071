/**
 * The blog: its index page (/blog) and the words around every post (/blog/<slug>). The posts
 * themselves are Markdown files, one per language (web/content/blog, …/gu, …/hi).
 * `{minutes}` is a whole number.
 */
export const blog = {
  title: "Blog",
  description:
    "Stories and guides from Filtercycle: why cigarette butts are plastic waste, what happens after a kiosk is emptied, and how to place a kiosk where people use it.",
  eyebrow: "Blog",
  heading: "Blog",
  intro:
    "Notes from the field: the science of cigarette-butt waste, how our collection and recycling work, and practical guides for partners.",
  postsHeading: "All posts",
  noPosts: "No posts yet.",
  readingTime: "{minutes} min read",
  by: "By",
  published: "Published",
  updated: "Updated",
  back: "All blog posts",
} as const;
