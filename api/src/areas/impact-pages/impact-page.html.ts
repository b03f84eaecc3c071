import { BRAND } from "@filtercycle/contract/brand";
import { METHODS_PAGE_PATH } from "@filtercycle/contract/impact/impact-methods";
import { LANGUAGE_TAGS, type Language, linkIn } from "@filtercycle/contract/languages";
import { type Texts, textsOf } from "@filtercycle/contract/messages/catalogues";
import { fill } from "@filtercycle/contract/messages/fill";
import { html, languageLinkItems, SafeHtml, SERVER_PAGE_FONTS } from "#api/http/server-page.ts";
import {
  figuresSentence,
  formatCount,
  formatDay,
  formatKg,
  formatMonth,
  formatMonthShort,
  type PublicFigures,
} from "./public-figures.ts";

/**
 * The public impact page (issue 15): plain HTML with every figure in it and no scripts, so a
 * phone that scanned a kiosk poster paints it at once and a link preview reads its tags.
 * One small inline style (allowed by its hash, http/server-page.ts); no web fonts, no images
 * but the inline SVG chart. In the visitor's language (issue 29; http/visitor-language.ts), with
 * links to the page in the others.
 */
type PageTexts = Texts<"impactPage">;

/** The page's words in its language, and the language's tag for `<html lang>`. */
function pageTexts(language: Language): { texts: PageTexts; lang: string } {
  return { texts: textsOf(language, "impactPage"), lang: `${LANGUAGE_TAGS[language]}-IN` };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 ${SERVER_PAGE_FONTS};color:#1c2a24;background:#f6f5ee}
header,main,footer{max-width:48rem;margin:0 auto;padding:1rem}
header{display:flex;align-items:center;gap:.5rem;font-weight:700;color:#0b3d2c}
header a{display:flex;align-items:center;gap:.5rem;color:inherit;text-decoration:none}
header .languages{margin-left:auto;font-weight:400;font-size:.875rem}
header .languages ul{display:flex;gap:.75rem;list-style:none;margin:0;padding:0}
header .languages a{color:#1b5e20;text-decoration:underline}
header .languages a[aria-current]{font-weight:700;text-decoration:none;color:#0b3d2c}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem;color:#0b3d2c}
h2{font-size:1.25rem;margin:2rem 0 .75rem;color:#0b3d2c}
.lead{margin:0 0 1.5rem}
dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem;margin:0}
dl div{background:#fff;border-radius:.75rem;padding:1rem;border:1px solid #d2d9d4}
dt{font-size:.875rem;color:#4f5d56}
dd{margin:.25rem 0 0;font-size:1.5rem;font-weight:700;color:#0b3d2c;overflow-wrap:anywhere}
svg{display:block;width:100%;height:auto;background:#fff;border-radius:.75rem;border:1px solid #d2d9d4}
details{margin-top:.75rem}
table{border-collapse:collapse;margin-top:.5rem}
th,td{text-align:left;padding:.25rem 1rem .25rem 0;border-bottom:1px solid #d2d9d4}
td.n{text-align:right}
ul{padding-left:1.25rem}
a{color:#1b5e20}
footer{color:#4f5d56;font-size:.875rem;border-top:1px solid #d2d9d4;margin-top:2rem}
`;

export type PageUrls = { page: string; image: string; site: string };

function head(title: string, description: string, extra: SafeHtml | string = ""): SafeHtml {
  return html`<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="theme-color" content="#0b3d2c">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
${extra}
<style>${new SafeHtml(STYLE)}</style>`;
}

/** The brand, and (on a business's page) the same page in each language: `?lang=`. */
function brandBar(siteUrl: string, texts: PageTexts, current: Language, page?: string): SafeHtml {
  const languages = page
    ? html`<nav aria-label="${texts.languages}" class="languages"><ul>${languageLinkItems(current, (language) => `${page}?lang=${language}`)}</ul></nav>`
    : "";
  return html`<header><a href="${siteUrl}/"><img src="/favicon.svg" width="28" height="28" alt=""> ${BRAND.name}</a>${languages}</header>`;
}

function footer(siteUrl: string, language: Language): SafeHtml {
  return html`<footer><p>${textsOf(language, "site")["footer.oneLiner"]}</p><p><a href="${siteUrl}/">${BRAND.name}</a> · ${BRAND.legalName}</p></footer>`;
}

const CHART = { width: 480, height: 220, top: 34, bottom: 32, left: 6, right: 6 };

/** Kg per month as bars, each with its month under it and its kg above it. */
function chart(figures: PublicFigures, texts: PageTexts, language: Language): SafeHtml {
  const { width, height, top, bottom, left, right } = CHART;
  const max = Math.max(...figures.months.map((m) => m.kg), 0);
  const slot = (width - left - right) / Math.max(figures.months.length, 1);
  const plot = height - top - bottom;
  const first = figures.months[0];
  const last = figures.months[figures.months.length - 1];
  const summary =
    first && last
      ? fill(texts["chart.summary"], {
          first: formatMonth(first.month, language),
          last: formatMonth(last.month, language),
          max: formatKg(max),
        })
      : texts["chart.none"];
  // Month names longer than English's three letters ("अक्टूबर", "સપ્ટે") would touch their
  // neighbours under twelve bars: then every other month is named, the last one always (the
  // table below names them all).
  const crowded = figures.months.some((m) => formatMonthShort(m.month, language).length > 4);
  const named = (index: number) => !crowded || index % 2 === (figures.months.length - 1) % 2;
  const bars = figures.months.map((m, index) => {
    const h = max > 0 ? (m.kg / max) * plot : 0;
    const x = left + index * slot + slot * 0.15;
    const w = slot * 0.7;
    const y = top + plot - h;
    const cx = (x + w / 2).toFixed(1);
    return html`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="3" fill="#2e7d32"/>${named(index) ? html`<text x="${cx}" y="${(height - bottom + 20).toFixed(1)}" text-anchor="middle" font-size="14" fill="#4f5d56">${formatMonthShort(m.month, language)}</text>` : ""}${m.kg > 0 ? html`<text x="${cx}" y="${(y - 5).toFixed(1)}" text-anchor="middle" font-size="12" fill="#1c2a24">${formatKg(m.kg).replace(/\.?0+$/, "")}</text>` : ""}`;
  });
  return html`<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="chart-title chart-desc" xmlns="http://www.w3.org/2000/svg"><title id="chart-title">${texts["chart.heading"]}</title><desc id="chart-desc">${summary}</desc><line x1="${left}" y1="${top + plot}" x2="${width - right}" y2="${top + plot}" stroke="#d2d9d4"/><text x="${left}" y="14" font-size="12" fill="#4f5d56">${texts["chart.axis"]}</text>${bars}</svg>
<details><summary>${texts["chart.table"]}</summary><table><thead><tr><th scope="col">${texts["chart.month"]}</th><th scope="col">${texts["chart.kg"]}</th></tr></thead><tbody>${figures.months.map(
    (m) =>
      html`<tr><td>${formatMonth(m.month, language)}</td><td class="n">${formatKg(m.kg)}</td></tr>`,
  )}</tbody></table></details>`;
}

function products(figures: PublicFigures, texts: PageTexts, language: Language): SafeHtml {
  if (figures.products.length === 0) return html`<p>${texts["products.none"]}</p>`;
  return html`<ul>${figures.products.map(
    (p) =>
      html`<li>${fill(texts["products.item"], { product: p.product, lot: p.lotCode, date: formatDay(p.madeOn, language) })}</li>`,
  )}</ul>`;
}

/** The method in force, named in the page's language ("Method of 1 Apr 2026"). */
function methodName(figures: PublicFigures, texts: PageTexts, language: Language): string {
  return figures.methodFrom
    ? fill(texts["method.of"], { date: formatDay(figures.methodFrom, language) })
    : texts["method.original"];
}

/** The whole page of one business. */
export function impactPageHtml(
  figures: PublicFigures,
  urls: PageUrls,
  language: Language = "en",
): SafeHtml {
  const { texts, lang } = pageTexts(language);
  const title = fill(texts.title, { name: figures.name, brand: BRAND.name });
  const description = figuresSentence(figures, language);
  const tags = html`<link rel="canonical" href="${urls.page}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${BRAND.name}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${urls.page}">
<meta property="og:image" content="${urls.image}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${description}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${urls.image}">`;
  return html`<html lang="${lang}"><head>${head(title, description, tags)}</head><body>
${brandBar(urls.site, texts, language, urls.page)}
<main>
<h1>${figures.name}</h1>
<p class="lead">${description}</p>
<dl>
<div><dt>${texts["figures.kiosks"]}</dt><dd>${formatCount(figures.kiosks)}</dd></div>
<div><dt>${texts["figures.butts"]}</dt><dd>${formatCount(figures.butts)}</dd></div>
<div><dt>${texts["figures.kg"]}</dt><dd>${formatKg(figures.kg)}</dd></div>
</dl>
<h2>${texts["chart.heading"]}</h2>
<p>${texts["chart.unit"]}</p>
${chart(figures, texts, language)}
<h2>${texts["products.heading"]}</h2>
${products(figures, texts, language)}
<p>${fill(texts["method.line"], { method: methodName(figures, texts, language) })} <a href="${urls.site}${linkIn(METHODS_PAGE_PATH, language)}">${texts["method.link"]}</a></p>
</main>
${footer(urls.site, language)}
</body></html>`;
}

/** The page for an unknown slug or a page turned off (404). */
export function notFoundHtml(siteUrl: string, language: Language = "en"): SafeHtml {
  const { texts, lang } = pageTexts(language);
  return html`<html lang="${lang}"><head>${head(texts["notFound.title"], texts["notFound.text"], html`<meta name="robots" content="noindex">`)}</head><body>
${brandBar(siteUrl, texts, language)}
<main><h1>${texts["notFound.title"]}</h1><p>${texts["notFound.text"]}</p></main>
${footer(siteUrl, language)}
</body></html>`;
}
