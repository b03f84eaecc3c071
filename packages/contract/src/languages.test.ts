import { describe, expect, it } from "vitest";
import { LOCALIZED_PATHS, languageOfPath, linkIn, pagePathOf, pathIn } from "./languages.ts";

describe("the site's addresses per language", () => {
  it("reads the language and the page from a path", () => {
    expect(languageOfPath("/gu/contact")).toBe("gu");
    expect(languageOfPath("/hi")).toBe("hi");
    expect(languageOfPath("/contact")).toBe("en");
    expect(languageOfPath("/guide")).toBe("en");
    expect(languageOfPath("/en/contact")).toBe("en");
    expect(pagePathOf("/gu/contact")).toBe("/contact");
    expect(pagePathOf("/gu")).toBe("/");
    expect(pagePathOf("/hi/")).toBe("/");
    // Prerendering renders /contact at "/contact/".
    expect(pagePathOf("/contact/")).toBe("/contact");
    expect(pagePathOf("/")).toBe("/");
  });

  it("writes a page's path in a language, and links only to pages that exist", () => {
    expect(pathIn("/contact", "gu")).toBe("/gu/contact");
    expect(pathIn("/", "hi")).toBe("/hi");
    expect(pathIn("/contact", "en")).toBe("/contact");
    expect(linkIn("/contact", "hi")).toBe("/hi/contact");
    expect(linkIn("/services", "gu")).toBe("/gu/services");
    expect(linkIn("/reference-and-support#how-we-measure-impact", "gu")).toBe(
      "/gu/reference-and-support#how-we-measure-impact",
    );
    // Every blog post is translated (its files are checked in the web's content test).
    expect(linkIn("/blog/where-to-place-a-butt-kiosk", "hi")).toBe(
      "/hi/blog/where-to-place-a-butt-kiosk",
    );
    expect(linkIn("/blog/Not A Post", "hi")).toBe("/blog/Not A Post");
    // A page that is not translated (the login screen follows ?lang= instead): the English one.
    expect(linkIn("/login", "gu")).toBe("/login");
    expect(linkIn("/login#form", "hi")).toBe("/login#form");
    expect(LOCALIZED_PATHS).toEqual([
      "/gu",
      "/gu/contact",
      "/gu/partner-program",
      "/gu/aboutus",
      "/gu/services",
      "/gu/service-1",
      "/gu/service-2",
      "/gu/service-3",
      "/gu/products",
      "/gu/campaign",
      "/gu/our-supporter",
      "/gu/awards",
      "/gu/reference-and-support",
      "/gu/blog",
      "/gu/privacy-policy",
      "/gu/term-and-condition",
      "/hi",
      "/hi/contact",
      "/hi/partner-program",
      "/hi/aboutus",
      "/hi/services",
      "/hi/service-1",
      "/hi/service-2",
      "/hi/service-3",
      "/hi/products",
      "/hi/campaign",
      "/hi/our-supporter",
      "/hi/awards",
      "/hi/reference-and-support",
      "/hi/blog",
      "/hi/privacy-policy",
      "/hi/term-and-condition",
    ]);
  });
});
