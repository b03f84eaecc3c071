import { BRAND } from "@filtercycle/contract/brand";
import { describe, expect, it } from "vitest";
import { findBlogPost, listBlogPosts, readLegalDocument } from "./markdown.server";

// Not the test files: importing one would run its tests here too.
const pageModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});
const markdown = import.meta.glob<string>("/content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Every string in the content modules and Markdown files. */
function allText(): string {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const [file, module] of Object.entries(pageModules)) {
    if (!file.includes(".test.") && !file.includes(".server.")) walk(module);
  }
  return [...strings, ...Object.values(markdown)].join("\n");
}

describe("site content", () => {
  it("has no filler text", () => {
    const text = allText();
    expect(text.length).toBeGreaterThan(20_000);
    for (const filler of [/lorem/i, /ipsum/i, /coming soon/i, /\bTODO\b/, /\bTBD\b/, /xxx/i]) {
      expect(text).not.toMatch(filler);
    }
  });

  it("has at least three blog posts, newest first, each complete", () => {
    const posts = listBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse());
    for (const summary of posts) {
      expect(summary.title.length).toBeGreaterThan(10);
      expect(summary.description.length).toBeGreaterThan(50);
      const post = findBlogPost(summary.slug);
      expect(post?.html).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(post?.html.length).toBeGreaterThan(2000);
    }
    expect(findBlogPost("no-such-post")).toBeUndefined();
  });

  it("fills the brand strings into the legal documents", () => {
    for (const name of ["privacy-policy", "terms-and-conditions"] as const) {
      const document = readLegalDocument(name);
      expect(document.html).not.toContain("{{");
      expect(document.html).toContain(BRAND.legalName);
      expect(document.html).toContain(BRAND.email);
      expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("covers what the privacy policy and the terms must say", () => {
    const privacy = readLegalDocument("privacy-policy").html;
    for (const topic of [
      "Digital Personal Data Protection Act, 2023",
      "Data Fiduciary",
      "Grievance Officer",
      "Data Protection Board of India",
      "How long we keep it",
      "Your rights",
    ]) {
      expect(privacy).toContain(topic);
    }
    const terms = readLegalDocument("terms-and-conditions").html;
    for (const topic of [
      "Kiosks",
      "Collections",
      "Benefit and payouts",
      "Liability",
      "Ahmedabad, Gujarat",
    ]) {
      expect(terms).toContain(topic);
    }
  });
});
