import { BRAND } from "@filtercycle/contract/brand";
import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "../utils/front-matter";
import { legalPageContent } from "./legal";
import { findBlogPost, listBlogPosts } from "./markdown.server";

/**
 * The long texts kept as Markdown beside the English (issue 29, decision 0092's amendment of
 * 2026-11-27): every English post and legal document has its Gujarati and Hindi file, each in its
 * script and not left in English, with the same sections and links as the English, and saying
 * which English text it translates (`translates:` = the English `updated`, else its `date`), so
 * a change to the English fails here until both translations follow it.
 */

const files = import.meta.glob<string>("/content/**/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const ENGLISH = Object.keys(files).filter((file) =>
  /^\/content\/(blog|legal)\/[^/]+\.md$/.test(file),
);
const translationFile = (english: string, language: string) =>
  english.replace(/\/([^/]+\.md)$/, `/${language}/$1`);

const SCRIPT = { gu: /[\u0A80-\u0AFF]/g, hi: /[\u0900-\u097F]/g } as const;
/** Latin words a translation keeps: the brand, a journal's name, an Act's initials, names. */
const LATIN_NAMES = /Filtercycle|Tobacco Control|DPDP|argon2id|\bIT\b|\bIP\b/g;

/** The words a reader sees: without link targets, brand placeholders and the allowed names. */
function visibleText(markdown: string): string {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\{\{\s*\w+\s*\}\}/g, "")
    .replace(LATIN_NAMES, "");
}

const headings = (markdown: string) => markdown.match(/^#{1,6} /gm) ?? [];
const linkTargets = (markdown: string) =>
  [...markdown.matchAll(/\]\(([^)]*)\)/g)].map((match) => match[1]);

it("finds the English posts and the two legal documents", () => {
  expect(ENGLISH.filter((file) => file.startsWith("/content/blog/")).length).toBeGreaterThanOrEqual(
    3,
  );
  expect(ENGLISH.filter((file) => file.startsWith("/content/legal/")).sort()).toEqual([
    "/content/legal/privacy-policy.md",
    "/content/legal/terms-and-conditions.md",
  ]);
});

describe.each(["gu", "hi"] as const)("the %s translations", (language) => {
  it.each(ENGLISH)("%s has its translation, in the language, following the English", (file) => {
    const source = files[translationFile(file, language)];
    expect(source, `${translationFile(file, language)} is missing`).toBeDefined();
    const english = parseFrontMatter(files[file] as string);
    const translated = parseFrontMatter(source as string);

    expect(translated.data.translates).toBe(english.data.updated ?? english.data.date);
    const fields = file.startsWith("/content/blog/")
      ? ["title", "description", "author"]
      : ["title"];
    for (const field of fields) {
      const text = translated.data[field] ?? "";
      expect(text, field).not.toBe(english.data[field]);
      expect(text, field).toMatch(SCRIPT[language]);
      expect(visibleText(text), field).not.toMatch(/[A-Za-z]{2,}/);
    }

    // Written in the script: no English word left, and nearly every letter the language's.
    const words = visibleText(translated.body);
    expect(words.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
    const letters = words.match(SCRIPT[language])?.length ?? 0;
    expect(letters).toBeGreaterThan(english.body.length * 0.5);

    // The same sections (their anchors are the English ones, in order) and the same links.
    expect(headings(translated.body)).toEqual(headings(english.body));
    expect(linkTargets(translated.body)).toEqual(linkTargets(english.body));
  });
});

describe("the rendered translations", () => {
  it("give each post in Gujarati and Hindi its own words, the English dates and anchors", () => {
    for (const summary of listBlogPosts()) {
      const english = findBlogPost(summary.slug);
      for (const language of ["gu", "hi"] as const) {
        const post = findBlogPost(summary.slug, language);
        expect(post?.title).toMatch(SCRIPT[language]);
        expect(post?.date).toBe(english?.date);
        expect(post?.html.match(/<h2 id="[^"]+">/g)).toEqual(
          english?.html.match(/<h2 id="[^"]+">/g),
        );
      }
    }
    expect(listBlogPosts("hi").map((post) => post.slug)).toEqual(
      listBlogPosts().map((post) => post.slug),
    );
  });

  it("writes a post's dates in the language, and links to the site's pages in the language", () => {
    const post = findBlogPost("what-happens-after-we-empty-a-kiosk", "gu");
    expect(post?.dateLabel).toBe("8 ઑક્ટોબર 2026");
    expect(findBlogPost("what-happens-after-we-empty-a-kiosk", "hi")?.dateLabel).toBe(
      "8 अक्टूबर 2026",
    );
    expect(findBlogPost("what-happens-after-we-empty-a-kiosk")?.dateLabel).toBe("8 October 2026");
    // /contact is translated: the Gujarati post links to /gu/contact.
    expect(post?.html).toContain('<a href="/gu/contact">');
    const hindi = findBlogPost("why-a-cigarette-butt-is-plastic-waste", "hi");
    expect(hindi?.html).toContain('<a href="/hi/partner-program">');
    expect(hindi?.html).toContain('<h2 id="what-a-filter-is-made-of">फ़िल्टर किस चीज़ से बनता है</h2>');
  });

  it("gives the privacy policy in Gujarati and Hindi the English date, the brand and a note that English prevails", () => {
    const english = legalPageContent("privacy", "en");
    expect(english.translation).toBeUndefined();
    expect(english.document.updatedLabel).toBe("21 November 2026");
    const gujarati = legalPageContent("privacy", "gu");
    expect(gujarati.head.heading).toBe("ગોપનીયતા નીતિ");
    expect(gujarati.document.updatedLabel).toBe("21 નવેમ્બર 2026");
    expect(gujarati.translation?.note).toBe(
      "આ અનુવાદ તમારી સુવિધા માટે છે. તેમાં અને અંગ્રેજી સંસ્કરણમાં કોઈ ફરક હોય, તો અંગ્રેજી સંસ્કરણ માન્ય ગણાશે.",
    );
    expect(gujarati.translation?.english.to).toBe("/privacy-policy");
    const hindi = legalPageContent("privacy", "hi");
    expect(hindi.document.html).toContain('<h2 id="grievance-officer">शिकायत अधिकारी</h2>');
    expect(hindi.document.html).not.toContain("{{");
    expect(hindi.document.html).toContain(BRAND.email);
    expect(hindi.translation?.note).toBe(
      "यह अनुवाद आपकी सुविधा के लिए है। अगर इसमें और अंग्रेज़ी संस्करण में कोई अंतर हो, तो अंग्रेज़ी संस्करण ही मान्य होगा।",
    );
  });

  it("gives the terms in Gujarati and Hindi their sections, the liability cap in rupees and the note", () => {
    const gujarati = legalPageContent("terms", "gu");
    expect(gujarati.head.heading).toBe("નિયમો અને શરતો");
    expect(gujarati.document.html).toContain('<h2 id="10-liability">10. જવાબદારી</h2>');
    expect(gujarati.document.html).toContain("₹25,000");
    expect(gujarati.translation?.english.to).toBe("/term-and-condition");
    const hindi = legalPageContent("terms", "hi");
    expect(hindi.document.html).toContain(
      '<h2 id="13-governing-law-and-disputes">13. लागू क़ानून और विवाद</h2>',
    );
    expect(hindi.document.html).toContain("केवल अहमदाबाद, गुजरात की अदालतों को");
    expect(hindi.document.html).toContain(BRAND.phone);
    expect(hindi.document.updatedLabel).toBe("21 नवंबर 2026");
  });
});
