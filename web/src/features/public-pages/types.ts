/** The shapes of the public pages' content (content/*.ts), rendered by the shared components. */

/** The top of a page: the document title and description, and the heading band. */
export type PageHead = {
  /** The document title before " | Filtercycle". */
  title: string;
  /** The meta description (search results, shared links): one or two sentences. */
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
};

export type Point = { title: string; text: string };

/**
 * A list of real facts only the company can supply (awards it received, its supporters): what
 * each entry must say, and the entries. The page shows nothing of it while it is empty, and the
 * build warns about it (docs/decisions/0053), so no visitor sees a "to be completed" box.
 */
export type FactList = {
  heading: string;
  /** What an entry gives, for whoever fills the list. */
  eachEntry: string;
  entries: readonly Point[];
};

export type Section = {
  /** An anchor other pages link to, e.g. "how-we-measure-impact". */
  id?: string;
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  points?: readonly Point[];
};

export type LinkCta = { to: string; label: string };

export type CtaBandContent = {
  heading: string;
  text: string;
  primary: LinkCta;
  secondary?: LinkCta;
};

export type FaqItem = { question: string; answer: string };

export type BlogPostSummary = {
  slug: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** The date as the page's language writes it: "8 October 2026", "8 ઑક્ટોબર 2026". */
  dateLabel: string;
  author: string;
  readingMinutes: number;
};

/** A post rendered at build time: its summary, its HTML and its last revision (YYYY-MM-DD). */
export type BlogPost = BlogPostSummary & {
  html: string;
  updated: string | undefined;
  updatedLabel: string | undefined;
};

export type LegalDocument = { title: string; updated: string; updatedLabel: string; html: string };
