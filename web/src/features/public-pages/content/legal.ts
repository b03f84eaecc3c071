import { DEFAULT_LANGUAGE, type Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import type { PageHead } from "../types";
import { readLegalDocument } from "./markdown.server";

const DOCUMENTS = {
  privacy: { file: "privacy-policy", englishPath: "/privacy-policy" },
  terms: { file: "terms-and-conditions", englishPath: "/term-and-condition" },
} as const;

/**
 * A legal page in a language: its head and the words around it from the catalogue's `legal`
 * area, its text from its Markdown in that language (web/content/legal, …/gu, …/hi). Built by the
 * route's loader at prerender (issue 29). A translation says that the English version prevails
 * where they differ, and links to it.
 */
export function legalPageContent(page: keyof typeof DOCUMENTS, language: Language) {
  const t = textsOf(language, "legal");
  const head: PageHead = {
    title: t[`${page}.title`],
    description: t[`${page}.description`],
    eyebrow: t[`${page}.eyebrow`],
    heading: t[`${page}.heading`],
    intro: t[`${page}.intro`],
  };
  const { file, englishPath } = DOCUMENTS[page];
  return {
    head,
    updated: t.updated,
    document: readLegalDocument(file, language),
    translation:
      language === DEFAULT_LANGUAGE
        ? undefined
        : { note: t.translationNote, english: { label: t.englishVersion, to: englishPath } },
  };
}

export type LegalPageContent = ReturnType<typeof legalPageContent>;
