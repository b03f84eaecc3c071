/**
 * What a missing blog post's page says (its path was not prerendered, so it has no data and no
 * language: English). The blog's and the legal pages' words are in the catalogue's `blog` and
 * `legal` areas (packages/contract/src/messages), built by their routes' loaders.
 */
export const BLOG_TEXT = {
  notFoundHeading: "Post not found",
} as const;
