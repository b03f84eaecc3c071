/**
 * Front matter of the site's Markdown files (`web/content/**`): a block of `key: value` lines
 * between `---` lines at the top. Values are plain strings (surrounding quotes removed); that is
 * all the content needs, so no YAML parser is bundled.
 */
export type FrontMatter = Record<string, string>;

export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: FrontMatter = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`Front matter line without "key: value": ${line}`);
    const key = line.slice(0, colon).trim();
    const value = line
      .slice(colon + 1)
      .trim()
      .replace(/^(["'])(.*)\1$/, "$2");
    data[key] = value;
  }
  return { data, body: source.slice(match[0].length) };
}

/** A blog post's slug is its file name: lowercase words joined by hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `…/content/blog/why-butts-are-plastic.md` → `why-butts-are-plastic`; throws on a bad name. */
export function blogSlugOf(file: string): string {
  const name = file.split(/[\\/]/).pop() ?? file;
  const slug = name.replace(/\.md$/, "");
  if (!BLOG_SLUG_PATTERN.test(slug)) {
    throw new Error(
      `Blog file "${name}" must be named with lowercase letters, digits and hyphens (its URL).`,
    );
  }
  return slug;
}
