import {
  restatementSentence,
  type Verification,
} from "@filtercycle/contract/certificates/certificates";
import {
  formatBusinessDate,
  formatDay,
  formatNumber,
  formatRupees,
} from "@filtercycle/contract/format";
import type { ImpactFactorKey } from "@filtercycle/contract/impact/impact-factors";
import {
  FACTOR_RANGES,
  IMPACT_FACTOR_DEFAULTS,
  METHODS_PAGE_PATH,
  methodDates,
} from "@filtercycle/contract/impact/impact-methods";
import { LANGUAGE_TAGS, type Language, linkIn } from "@filtercycle/contract/languages";
import { type Texts, textsOf } from "@filtercycle/contract/messages/catalogues";
import { fill } from "@filtercycle/contract/messages/fill";
import { html, SafeHtml, SERVER_PAGE_FONTS } from "#api/http/server-page.ts";
import { SITE_FRAME_STYLE, siteFooter, siteHeader } from "#api/http/site-frame.ts";

/**
 * The verification page /verify/{number} (issue 15): what the certificate states, the method
 * behind its figures, the batches its material went into, and a big status. Plain HTML, no
 * scripts, one inline style; readable on a phone that has just scanned the QR code. In the
 * visitor's language (issue 29; http/visitor-language.ts): the page's own words and frame; what
 * the certificate states (its figures' names, methods, sources, restatements) as it was issued.
 */

type VerifyTexts = Texts<"verify">;

/** The page's language, its words, and its address in each language (the header's links). */
export type PageLanguage = { language: Language; path: string };

const EXAMPLE_NUMBER = "FC-7K3M-9QXD-2HWT";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 ${SERVER_PAGE_FONTS};color:#1f2a24;background:#f6f5ee}
main{max-width:44rem;margin:0 auto;padding:1rem}
.lookup{margin:1.5rem 0;padding:1rem;border:1px solid #0b3d2c26;border-radius:.75rem;background:#fff}
.lookup label{display:block;font-weight:600;margin-bottom:.35rem}
.lookup .row{display:flex;flex-wrap:wrap;gap:.5rem}
.lookup input{flex:1 1 12rem;min-width:0;font:inherit;padding:.5rem .75rem;border:1px solid #8a968f;border-radius:.5rem;text-transform:uppercase}
.lookup button{font:inherit;font-weight:600;padding:.5rem 1rem;border:0;border-radius:.5rem;background:#0b3d2c;color:#fff;cursor:pointer}
.lookup .hint{margin:.35rem 0 0;font-size:.85rem;color:#5b6b61}
h1{font-size:1.25rem;margin:.5rem 0 1rem;color:#1d4d36}
.number{display:block;white-space:nowrap;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.1rem;color:#1f2a24}
h2{font-size:1.05rem;margin:1.5rem 0 .5rem;color:#1d4d36}
.status{border-radius:.75rem;padding:1rem;margin:0 0 1rem;font-size:2rem;font-weight:700;line-height:1.2}
.status p{margin:.5rem 0 0;font-size:1rem;font-weight:400}
.valid{background:#dff3e4;color:#14532d;border:2px solid #15803d}
.revoked{background:#fde2e1;color:#7f1d1d;border:2px solid #b91c1c}
.unknown{background:#fff7e6;color:#7c2d12;border:2px solid #b45309}
dl{margin:0;display:grid;grid-template-columns:minmax(0,1fr);gap:.1rem}
dt{font-size:.85rem;color:#5b6b61;margin-top:.5rem}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
ul{padding-left:1.2rem;margin:.25rem 0}
li{margin:.25rem 0;overflow-wrap:anywhere}
.figure{font-size:1.25rem;font-weight:700}
.restated{border-left:4px solid #b45309;background:#fff7e6;padding:.5rem .75rem;margin:.5rem 0;overflow-wrap:anywhere}
.small{font-size:.85rem;color:#5b6b61;overflow-wrap:anywhere}
code{font-size:.8rem;overflow-wrap:anywhere;word-break:break-all}
a{color:#1d4d36}
`;

function shell(title: string, body: SafeHtml, page: PageLanguage): SafeHtml {
  const { language, path } = page;
  const languageLink = (each: Language) => `${path}?lang=${each}`;
  return html`<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE_HTML}</style>
</head>
<body>${siteHeader(language, languageLink)}<main>${body}</main>${siteFooter(language)}</body>
</html>`;
}

/** The style is a constant of this module (no user text): inserted as it is. */
const STYLE_HTML = new SafeHtml(STYLE + SITE_FRAME_STYLE);

/** "14 Nov 2026" for a calendar day (the contract's format module, docs/decisions/0084). */
export function dayLabel(isoDate: string, language: Language = "en"): string {
  return formatDay(isoDate, language);
}

/** "14 Nov 2026" for a moment, in the business's time zone. */
export function momentLabel(
  at: Date | string,
  timeZone: string,
  language: Language = "en",
): string {
  return formatBusinessDate(at, language, timeZone);
}

function figureText(value: number, unit: string): string {
  return unit === "INR" ? formatRupees(value) : `${formatNumber(value)} ${unit}`;
}

function periodText(start: string | null, end: string, t: VerifyTexts, language: Language) {
  return start
    ? fill(t["period.range"], { start: dayLabel(start, language), end: dayLabel(end, language) })
    : fill(t["period.upTo"], { end: dayLabel(end, language) });
}

function factorName(key: string): string {
  return IMPACT_FACTOR_DEFAULTS[key as ImpactFactorKey]?.unit ?? key;
}

/** The box to look a number up: a plain form, GET /verify?number=… (no script). */
function lookupForm(heading: string, t: VerifyTexts, language: Language, value = ""): SafeHtml {
  // The language travels with the number (the box's answer is a redirect to its page).
  const lang = language === "en" ? "" : html`<input type="hidden" name="lang" value="${language}">`;
  return html`<form class="lookup" method="get" action="/verify" role="search" aria-label="${heading}">
<label for="certificate-number">${t.label}</label>
<div class="row"><input id="certificate-number" name="number" value="${value}" required maxlength="40" autocomplete="off" autocapitalize="characters" spellcheck="false" aria-describedby="certificate-number-hint">${lang}<button type="submit">${t.button}</button></div>
<p class="hint" id="certificate-number-hint">${fill(t.hint, { example: EXAMPLE_NUMBER })}</p>
</form>`;
}

/** /verify: what the page is for, and the box. */
export function lookupPage(language: Language = "en"): SafeHtml {
  const t = textsOf(language, "verify");
  return shell(
    t.title,
    html`<h1>${t.title}</h1><p>${t.intro}</p>${lookupForm(t.title, t, language)}`,
    { language, path: "/verify" },
  );
}

/** The page of a known certificate. */
export function verificationPage(
  verification: Verification,
  options: { publicUrl: string; timeZone: string; language?: Language },
): SafeHtml {
  const { facts } = verification;
  const language = options.language ?? "en";
  const t = textsOf(language, "verify");
  const status =
    verification.status === "valid"
      ? html`<div class="status valid">${t.valid}<p>${fill(t["valid.text"], { issuer: facts.issuer })}</p></div>`
      : html`<div class="status revoked">${fill(t.revoked, {
          date: momentLabel(verification.revokedAt ?? "", options.timeZone, language),
        })}<p>${fill(t["revoked.reason"], { reason: verification.revokedReason ?? "" })}</p></div>`;
  const methods = facts.methods.map(
    (method) =>
      html`<li><strong>${method.label}</strong> (${methodDates(method)})<ul>${Object.entries(
        method.factors,
      ).map(([key, factor]) => {
        const range = FACTOR_RANGES[key as ImpactFactorKey];
        return html`<li>${formatNumber(factor.value)} ${factorName(key)}${
          range
            ? html` (${fill(t["method.range"], { low: formatNumber(range.low), high: formatNumber(range.high), unit: range.unit })})`
            : ""
        }<br><span class="small">${fill(t["method.source"], { source: factor.source })}</span></li>`;
      })}</ul></li>`,
  );
  const batches =
    verification.batches.length === 0
      ? html`<p class="small">${t["batches.none"]}</p>`
      : html`<ul>${verification.batches.map(
          (batch) =>
            html`<li>${fill(t["batches.batch"], { code: batch.code, date: dayLabel(batch.startedOn, language) })}${
              batch.products.length > 0
                ? html`: ${t["batches.became"]} ${batch.products.map(
                    (product, i) =>
                      html`${i > 0 ? ", " : ""}${fill(t["batches.lot"], { product: product.product, lot: product.lotCode })}`,
                  )}`
                : ""
            }</li>`,
        )}</ul>`;
  const body = html`<h1>${t.title}<span class="number">${verification.number}</span></h1>
${status}
<dl>
<dt>${t["facts.issuer"]}</dt><dd>${facts.issuer}</dd>
<dt>${t["facts.business"]}</dt><dd>${facts.businessName} (${facts.customerCode})</dd>
<dt>${t["facts.document"]}</dt><dd>${t[`kind.${facts.kind}`]}</dd>
<dt>${t["facts.period"]}</dt><dd>${periodText(facts.periodStart, facts.periodEnd, t, language)}</dd>
<dt>${t["facts.issuedOn"]}</dt><dd>${dayLabel(facts.issuedOn, language)}</dd>
</dl>
<h2>${t["figures.heading"]}</h2>
<ul>${facts.figures.map(
    (each) =>
      html`<li>${each.label}: <span class="figure">${figureText(each.value, each.unit)}</span></li>`,
  )}</ul>
${
  verification.restatements.length === 0
    ? ""
    : html`<p class="small">${t["figures.asIssued"]}</p>
${verification.restatements.map((each) => html`<p class="restated">${restatementSentence(each)}</p>`)}`
}
<h2>${t["method.heading"]}</h2>
<ul>${methods}</ul>
<p class="small"><a href="${options.publicUrl}${linkIn(METHODS_PAGE_PATH, language)}">${t["method.link"]}</a></p>
<h2>${t["batches.heading"]}</h2>
${batches}
<h2>${t["fingerprint.heading"]}</h2>
<p class="small">${fill(t["fingerprint.text"], { algorithm: "SHA-256" })}<br><code>${verification.sha256}</code></p>
${lookupForm(t.another, t, language)}`;
  return shell(`${t.title}: ${verification.number}`, body, {
    language,
    path: `/verify/${encodeURIComponent(verification.number)}`,
  });
}

/**
 * Unknown, mistyped or malformed numbers: the same page for all (it says nothing about the
 * format), with what was typed in the box to correct it.
 */
export function unknownCertificatePage(typed = "", language: Language = "en"): SafeHtml {
  const t = textsOf(language, "verify");
  return shell(
    `${t["notFound.title"]}: ${t.title}`,
    html`<h1>${t["notFound.title"]}</h1><div class="status unknown">${t["notFound.status"]}<p>${t["notFound.text"]}</p></div>${lookupForm(t.another, t, language, typed.slice(0, 40))}`,
    { language, path: `/verify/${encodeURIComponent(typed.slice(0, 40))}` },
  );
}

export function tooManyChecksPage(message: string, language: Language = "en"): SafeHtml {
  const t = textsOf(language, "verify");
  return shell(t.title, html`<h1>${t.title}</h1><div class="status unknown">${message}</div>`, {
    language,
    path: "/verify",
  });
}
