import type { Language } from "../languages.ts";
import { site as en } from "./en/site.ts";
import { site as gu } from "./gu/site.ts";
import { site as hi } from "./hi/site.ts";
import type { TranslationOf } from "./types.ts";

export type SiteTexts = TranslationOf<typeof en>;

/**
 * The site frame's texts (header, footer, switcher) in every language. Not for the browser's
 * code: a page in Gujarati or Hindi gets its language's from its prerendering loader (its data),
 * and the English ones are imported from ./en/site.ts.
 */
export const SITE_TEXTS: Record<Language, SiteTexts> = { en, gu, hi };
