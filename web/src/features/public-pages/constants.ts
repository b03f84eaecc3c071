import { paths } from "#web/config/paths";

/**
 * The interface texts several public pages share. Everything only one page (or the two forms)
 * shows lives in content/<page>.ts (and content/forms.ts), so each page's JavaScript carries
 * only its own words: one module for all of them would send every page's text to every page
 * (docs/decisions/0030).
 */

export const HOW_WE_MEASURE_PATH = `${paths.referenceAndSupport}#how-we-measure-impact`;

export const NOT_FOUND_TEXT = {
  title: "Page not found",
  heading: "Page not found",
  intro: "The page you asked for does not exist or has moved. Here are all the pages of this site:",
} as const;
