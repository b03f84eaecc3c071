import { BRAND } from "@filtercycle/contract/brand";
import { formatNumber } from "@filtercycle/contract/format-numbers";
import {
  IMPACT_FACTOR_DEFAULTS,
  type ImpactFactorKey,
} from "@filtercycle/contract/impact/impact-factors";
import { FACTOR_RANGES } from "@filtercycle/contract/impact/impact-methods";
import type { Language } from "@filtercycle/contract/languages";
import type { Texts } from "@filtercycle/contract/messages/catalogues";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { dashboard as enDashboard } from "@filtercycle/contract/messages/en/dashboard";
import { support as en } from "@filtercycle/contract/messages/en/support";
import { fill } from "@filtercycle/contract/messages/fill";
import type { FaqItem, PageHead } from "../types";
import { sourceMark } from "../utils/source-mark";

const FACTOR_KEYS = Object.keys(IMPACT_FACTOR_DEFAULTS) as ImpactFactorKey[];

/** Each factor's words in the catalogue: `formula.<name>`, `unit.<name>`, `sourceNote.<name>`. */
const FACTOR_NAMES = {
  toxicWasteKgPerButtKg: "toxicWaste",
  microplasticKgPerButtKg: "microplastic",
  waterLitresPerButt: "water",
} as const satisfies Record<ImpactFactorKey, string>;

/** The dashboard card (its `card.*` key) of each factor's figure. */
const FACTOR_CARDS = {
  toxicWasteKgPerButtKg: "card.toxic_waste_recycled_in_kg",
  microplasticKgPerButtKg: "card.microplastic_recycled_in_kg",
  waterLitresPerButt: "card.water_resources_protected_in_litres",
} as const satisfies Record<ImpactFactorKey, string>;

/** The eight figures of the dashboard's Green Impact tab, as SPEC.md names them (the cards). */
const FIGURES = [
  { card: "card.kiosks_installed", how: "how.kiosks" },
  { card: "card.no_of_smokers", how: "how.smokers" },
  { card: "card.cigarette_butts_collected_in_no", how: "how.buttsNo" },
  { card: "card.cigarette_butts_collected_in_kg", how: "how.buttsKg" },
  { card: FACTOR_CARDS.toxicWasteKgPerButtKg, factor: "toxicWasteKgPerButtKg" },
  { card: FACTOR_CARDS.microplasticKgPerButtKg, factor: "microplasticKgPerButtKg" },
  { card: FACTOR_CARDS.waterLitresPerButt, factor: "waterLitresPerButt" },
  { card: "card.awareness_created_in_no_of_people", how: "how.awareness" },
] as const;

/** One factor in the page's language: its figure, unit, formula, published range and source. */
function factorText(t: Texts<"support">, d: Texts<"dashboard">, key: ImpactFactorKey) {
  const factor = IMPACT_FACTOR_DEFAULTS[key];
  const name = FACTOR_NAMES[key];
  const range = FACTOR_RANGES[key];
  const bounds = range && {
    low: formatNumber(range.low, 0),
    high: formatNumber(range.high, 0),
  };
  // The publication's name stays as published; what it supports is said in the page's language.
  const [citation = factor.source, english] = factor.source.split(" — ");
  const noteKey = `sourceNote.${name}` as const;
  const note = english !== undefined && noteKey in t ? t[noteKey as keyof typeof t] : undefined;
  return {
    key,
    figure: d[FACTOR_CARDS[key]],
    unit: t[`unit.${name}`],
    value: factor.value,
    formula: fill(t[`formula.${name}`], { value: String(factor.value) }),
    range: bounds && name === "water" ? fill(t["range.water"], bounds) : null,
    rangeNote: bounds && name === "water" ? fill(t["rangeNote.water"], bounds) : null,
    source: note ? `${citation} — ${note}` : citation,
    /** Whether a version's source (from the API) is still this default one. */
    sourceMark: sourceMark(factor.source),
  };
}

/**
 * The reference and support page in a language, from the catalogue's `support` area and the
 * dashboard's figure names: built by the route's loader when the page is prerendered (issue 29).
 */
export function supportContent(t: Texts<"support">, d: Texts<"dashboard">, language: Language) {
  const brand = { phone: BRAND.phone, email: BRAND.email };
  const head: PageHead = {
    title: t.title,
    description: t.description,
    eyebrow: t.eyebrow,
    heading: t.heading,
    intro: t.intro,
  };
  const faq = (group: "kiosks" | "benefit" | "dashboard", count: number): FaqItem[] =>
    Array.from({ length: count }, (_, i) => ({
      question: t[`${group}.q${i + 1}` as keyof typeof t],
      answer: fill(t[`${group}.a${i + 1}` as keyof typeof t], brand),
    }));
  const faqGroups = [
    { heading: t["kiosks.heading"], items: faq("kiosks", 4) },
    { heading: t["benefit.heading"], items: faq("benefit", 3) },
    { heading: t["dashboard.heading"], items: faq("dashboard", 4) },
  ];
  const factors = FACTOR_KEYS.map((key) => factorText(t, d, key));
  const factorOf = (key: ImpactFactorKey) => factors.find((factor) => factor.key === key);
  const kinds = { recorded: t["kind.recorded"], derived: t["kind.derived"] };
  const methodology = {
    id: "how-we-measure-impact",
    heading: t["method.heading"],
    intro: t["method.intro"],
    figureColumn: t.figureColumn,
    howColumn: t.howColumn,
    kindColumn: t.kindColumn,
    rows: FIGURES.map((figure) =>
      "factor" in figure
        ? {
            name: d[figure.card],
            kind: kinds.derived,
            how: factorOf(figure.factor)?.formula ?? "",
            note: factorOf(figure.factor)?.rangeNote ?? null,
          }
        : { name: d[figure.card], kind: kinds.recorded, how: t[figure.how], note: null },
    ),
    factorsHeading: t.factorsHeading,
    factorsIntro: t.factorsIntro,
    factorLabel: t.factorLabel,
    formulaLabel: t.formulaLabel,
    sourceLabel: t.sourceLabel,
    rangeLabel: t.rangeLabel,
    factors,
    versions: {
      language,
      heading: t.versionsHeading,
      intro: t.versionsIntro,
      rangeLabel: t.rangeLabel,
      sourceLabel: t.sourceLabel,
      original: t["version.original"],
      of: t["version.of"],
      fromTo: t["dates.fromTo"],
      from: t["dates.from"],
      until: t["dates.until"],
      always: t["dates.always"],
      factors,
    },
    caveat: t.caveat,
  };
  return {
    head,
    faqHeading: t.faqHeading,
    contact: { heading: t["contact.heading"], text: fill(t["contact.text"], brand) },
    faqGroups,
    methodology,
  };
}

export type SupportContent = ReturnType<typeof supportContent>;
export type MethodVersionsText = SupportContent["methodology"]["versions"];

/** The reference and support page in `language` (the route's loader). */
export const supportPageContent = (language: Language) =>
  supportContent(textsOf(language, "support"), textsOf(language, "dashboard"), language);

/** The English page (tests). */
export const SUPPORT_CONTENT = supportContent(en, enDashboard, "en");
