import { describe, expect, it } from "vitest";
import { blogSlugOf, parseFrontMatter } from "./front-matter";

describe("parseFrontMatter", () => {
  it("reads key: value lines, unquoting values and keeping colons after the first", () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "A post: with a colon"\ndate: 2026-11-05\n# a comment\n\nauthor: Team\n---\n\n# Body\n',
    );
    expect(data).toEqual({ title: "A post: with a colon", date: "2026-11-05", author: "Team" });
    expect(body).toBe("\n# Body\n");
  });

  it("treats a file without front matter as all body", () => {
    expect(parseFrontMatter("Just text")).toEqual({ data: {}, body: "Just text" });
  });

  it("refuses a line that is not key: value", () => {
    expect(() => parseFrontMatter("---\njust words\n---\n")).toThrow(/key: value/);
  });
});

describe("blogSlugOf", () => {
  it("is the file name, which must be a URL-safe slug", () => {
    expect(blogSlugOf("/content/blog/why-a-butt-is-plastic.md")).toBe("why-a-butt-is-plastic");
    expect(() => blogSlugOf("Why Butts.md")).toThrow(/lowercase/);
    expect(() => blogSlugOf("under_score.md")).toThrow();
  });
});
