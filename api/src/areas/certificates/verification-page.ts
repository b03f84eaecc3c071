import {
  CERTIFICATE_KIND_LABELS,
  restatementSentence,
  VERIFY_MESSAGES,
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
import { html, SafeHtml } from "#api/http/server-page.ts";
import { SITE_FRAME_STYLE, siteFooter, siteHeader } from "#api/http/site-frame.ts";

/**
 * The verification page /verify/{number} (issue 15): what the certificate states, the method
 * behind its figures, the batches its material went into, and a big status. Plain HTML, no
 * scripts, one inline style; readable on a phone that has just scanned the QR code.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2a24;background:#f6f5ee}
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

function shell(title: string, body: SafeHtml): SafeHtml {
  return html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE_HTML}</style>
</head>
<body>${siteHeader()}<main>${body}</main>${siteFooter()}</body>
</html>`;
}

/** The style is a constant of this module (no user text): inserted as it is. */
const STYLE_HTML = new SafeHtml(STYLE + SITE_FRAME_STYLE);

/** "14 Nov 2026" for a calendar day (the contract's format module, docs/decisions/0084). */
export function dayLabel(isoDate: string): string {
  return formatDay(isoDate);
}

/** "14 Nov 2026" for a moment, in the business's time zone. */
export function momentLabel(at: Date | string, timeZone: string): string {
  return formatBusinessDate(at, "en", timeZone);
}

function figureText(value: number, unit: string): string {
  return unit === "INR" ? formatRupees(value) : `${formatNumber(value)} ${unit}`;
}

function periodText(start: string | null, end: string): string {
  return start ? `${dayLabel(start)} to ${dayLabel(end)}` : `Up to ${dayLabel(end)}`;
}

function factorName(key: string): string {
  return IMPACT_FACTOR_DEFAULTS[key as ImpactFactorKey]?.unit ?? key;
}

export const PAGE_TITLE = "Certificate check";

export const LOOKUP_TEXT = {
  intro:
    "Every Filtercycle certificate and ESG pack carries a number. Type it to see what the certificate states and whether it is still valid.",
  label: "Certificate number",
  hint: "For example FC-7K3M-9QXD-2HWT. Capitals, spaces and dashes do not matter.",
  button: "Check",
  notFoundTitle: "Certificate not found",
  notFoundText:
    "Check the number on the certificate and type it again; if it still is not found, the certificate was not issued by Filtercycle.",
  another: "Check another number",
} as const;

/** The box to look a number up: a plain form, GET /verify?number=… (no script). */
function lookupForm(heading: string, value = ""): SafeHtml {
  return html`<form class="lookup" method="get" action="/verify" role="search" aria-label="${heading}">
<label for="certificate-number">${LOOKUP_TEXT.label}</label>
<div class="row"><input id="certificate-number" name="number" value="${value}" required maxlength="40" autocomplete="off" autocapitalize="characters" spellcheck="false" aria-describedby="certificate-number-hint"><button type="submit">${LOOKUP_TEXT.button}</button></div>
<p class="hint" id="certificate-number-hint">${LOOKUP_TEXT.hint}</p>
</form>`;
}

/** /verify: what the page is for, and the box. */
export function lookupPage(): SafeHtml {
  return shell(
    PAGE_TITLE,
    html`<h1>${PAGE_TITLE}</h1><p>${LOOKUP_TEXT.intro}</p>${lookupForm(PAGE_TITLE)}`,
  );
}

/** The page of a known certificate. */
export function verificationPage(
  verification: Verification,
  options: { publicUrl: string; timeZone: string },
): SafeHtml {
  const { facts } = verification;
  const status =
    verification.status === "valid"
      ? html`<div class="status valid">${VERIFY_MESSAGES.valid}<p>This certificate was issued by ${facts.issuer} and has not been revoked.</p></div>`
      : html`<div class="status revoked">${VERIFY_MESSAGES.revoked(
          momentLabel(verification.revokedAt ?? "", options.timeZone),
        )}<p>Reason: ${verification.revokedReason ?? ""}</p></div>`;
  const methods = facts.methods.map(
    (method) =>
      html`<li><strong>${method.label}</strong> (${methodDates(method)})<ul>${Object.entries(
        method.factors,
      ).map(([key, factor]) => {
        const range = FACTOR_RANGES[key as ImpactFactorKey];
        return html`<li>${formatNumber(factor.value)} ${factorName(key)}${
          range
            ? html` (published range ${formatNumber(range.low)}–${formatNumber(range.high)} ${range.unit})`
            : ""
        }<br><span class="small">Source: ${factor.source}</span></li>`;
      })}</ul></li>`,
  );
  const batches =
    verification.batches.length === 0
      ? html`<p class="small">No processing batch is recorded for this period yet.</p>`
      : html`<ul>${verification.batches.map(
          (batch) =>
            html`<li>Batch ${batch.code}, started ${dayLabel(batch.startedOn)}${
              batch.products.length > 0
                ? html`: became ${batch.products.map(
                    (product, i) =>
                      html`${i > 0 ? ", " : ""}${product.product}, lot ${product.lotCode}`,
                  )}`
                : ""
            }</li>`,
        )}</ul>`;
  const body = html`<h1>${PAGE_TITLE}<span class="number">${verification.number}</span></h1>
${status}
<dl>
<dt>Issued by</dt><dd>${facts.issuer}</dd>
<dt>Business</dt><dd>${facts.businessName} (${facts.customerCode})</dd>
<dt>Document</dt><dd>${CERTIFICATE_KIND_LABELS[facts.kind]}</dd>
<dt>Period</dt><dd>${periodText(facts.periodStart, facts.periodEnd)}</dd>
<dt>Issued on</dt><dd>${dayLabel(facts.issuedOn)}</dd>
</dl>
<h2>Figures</h2>
<ul>${facts.figures.map(
    (each) =>
      html`<li>${each.label}: <span class="figure">${figureText(each.value, each.unit)}</span></li>`,
  )}</ul>
${
  verification.restatements.length === 0
    ? ""
    : html`<p class="small">These are the figures as certified when it was issued.</p>
${verification.restatements.map((each) => html`<p class="restated">${restatementSentence(each)}</p>`)}`
}
<h2>Method</h2>
<ul>${methods}</ul>
<p class="small"><a href="${options.publicUrl}${METHODS_PAGE_PATH}">How we measure impact</a></p>
<h2>Where the material went</h2>
${batches}
<h2>Fingerprint</h2>
<p class="small">SHA-256 of the facts as issued:<br><code>${verification.sha256}</code></p>
${lookupForm(LOOKUP_TEXT.another)}`;
  return shell(`${PAGE_TITLE}: ${verification.number}`, body);
}

/**
 * Unknown, mistyped or malformed numbers: the same page for all (it says nothing about the
 * format), with what was typed in the box to correct it.
 */
export function unknownCertificatePage(typed = ""): SafeHtml {
  return shell(
    `${LOOKUP_TEXT.notFoundTitle}: ${PAGE_TITLE}`,
    html`<h1>${LOOKUP_TEXT.notFoundTitle}</h1><div class="status unknown">${VERIFY_MESSAGES.unknown}<p>${LOOKUP_TEXT.notFoundText}</p></div>${lookupForm(LOOKUP_TEXT.another, typed.slice(0, 40))}`,
  );
}

export function tooManyChecksPage(message: string): SafeHtml {
  return shell(
    PAGE_TITLE,
    html`<h1>${PAGE_TITLE}</h1><div class="status unknown">${message}</div>`,
  );
}
