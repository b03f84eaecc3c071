import { describe, expect, it } from "vitest";
import { absoluteUrl, publicPageMeta, SITE_URL } from "./page-meta";

describe("publicPageMeta", () => {
  it("gives a title, description, canonical URL and Open Graph and Twitter tags", () => {
    const tags = publicPageMeta({
      title: "Services",
      description: "What we do.",
      path: "/services",
    });
    expect(tags).toContainEqual({ title: "Services | Filtercycle" });
    expect(tags).toContainEqual({ name: "description", content: "What we do." });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${SITE_URL}/services`,
    });
    expect(tags).toContainEqual({ property: "og:url", content: `${SITE_URL}/services` });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:image", content: `${SITE_URL}/social-card.jpg` });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ name: "twitter:title", content: "Services | Filtercycle" });
  });

  it("marks a blog post as an article with its dates", () => {
    const tags = publicPageMeta({
      title: "A post",
      description: "About butts.",
      path: "/blog/a-post",
      article: { publishedTime: "2026-11-05", author: "Filtercycle team" },
    });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({ property: "article:published_time", content: "2026-11-05" });
    expect(tags.some((t) => "property" in t && t.property === "article:modified_time")).toBe(false);
  });

  it("uses the whole title when asked (the home page)", () => {
    expect(
      publicPageMeta({ title: "Filtercycle | Home", fullTitle: true, description: "", path: "/" }),
    ).toContainEqual({ title: "Filtercycle | Home" });
    expect(absoluteUrl("/")).toBe(`${SITE_URL}/`);
  });
});
