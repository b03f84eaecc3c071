import type { Language } from "@filtercycle/contract/languages";
import { reports as english } from "@filtercycle/contract/messages/en/reports";
import type { TranslationOf } from "@filtercycle/contract/messages/types";

/** The report PDFs' words in one language (the contract's catalogue area `reports`). */
export type ReportsTexts = TranslationOf<typeof english>;

/** A report's language and its words: what every drawing step of a report PDF is given. */
export type ReportWords = { language: Language; texts: ReportsTexts };

export const ENGLISH_REPORT_WORDS: ReportWords = { language: "en", texts: english };

/**
 * Each language's words its own small chunk, loaded with the PDF code when a report (or the ESG
 * pack) is made (issue 29: only the chosen language's words reach the browser). English's are
 * part of the PDF code: SPEC.md's report is English.
 */
const LOADERS: Record<Exclude<Language, "en">, () => Promise<{ reports: ReportsTexts }>> = {
  gu: () => import("@filtercycle/contract/messages/gu/reports"),
  hi: () => import("@filtercycle/contract/messages/hi/reports"),
};

export async function reportWords(language: Language): Promise<ReportWords> {
  if (language === "en") return ENGLISH_REPORT_WORDS;
  return { language, texts: (await LOADERS[language]()).reports };
}
