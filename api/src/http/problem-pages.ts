import {
  PROBLEM_KINDS,
  PROBLEM_PAGES_PATH,
  type ProblemSlug,
  type ProblemStatus,
  problemTypeUri,
} from "@filtercycle/contract/problem";
import type { FastifyPluginAsync } from "fastify";
import { OPENAPI_PATH } from "./api-reference.ts";
import { problem, TITLES } from "./problem.ts";
import { html, SafeHtml, sendServerPage } from "./server-page.ts";
import { SITE_FRAME_STYLE, siteFooter, siteHeader } from "./site-frame.ts";

/**
 * The pages the problem types point to (issue 30, decision 0094 amendment): every error of the
 * API says what kind it is with `type: "/problems/<slug>"`, and that address, on the site,
 * answers a short page naming the error, what it means and what to do. Server-rendered like
 * /verify (no script, the site's header and footer), from the contract's table of kinds, so a
 * kind added there has its page without an entry here.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2a24;background:#f6f5ee}
main{max-width:44rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0 .25rem;color:#1d4d36}
h2{font-size:1.05rem;margin:1.5rem 0 .5rem;color:#1d4d36}
.status{margin:0 0 1rem;color:#5b6b61}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem}
pre{background:#fff;border:1px solid #0b3d2c26;border-radius:.5rem;padding:.75rem;overflow-x:auto}
ul{padding-left:1.2rem}
li{margin:.25rem 0}
a{color:#1d4d36}
`;
const STYLE_HTML = new SafeHtml(STYLE + SITE_FRAME_STYLE);

const PAGE_TITLE = "API errors";
const statuses = Object.keys(PROBLEM_KINDS).map(Number) as ProblemStatus[];

/** `text` with `code` spans for its backquoted parts. */
function withCode(text: string): SafeHtml {
  return html`${text.split("`").map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part))}`;
}

function shell(title: string, body: SafeHtml): SafeHtml {
  return html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE_HTML}</style>
</head>
<body>${siteHeader()}<main>${body}</main>${siteFooter()}</body>
</html>`;
}

function kindList(): SafeHtml {
  return html`<ul>${statuses.map((status) => {
    const kind = PROBLEM_KINDS[status];
    return html`<li><a href="${problemTypeUri(kind.slug)}">${kind.name}</a> (${status}, <code>${problemTypeUri(kind.slug)}</code>)</li>`;
  })}</ul>`;
}

/** The page of one kind: its name, status, meaning, what to do, and an example answer. */
export function problemPage(status: ProblemStatus): SafeHtml {
  const kind = PROBLEM_KINDS[status];
  const example = problem(
    status,
    status === 400
      ? "Invalid querystring: startDate: must be a date as YYYY-MM-DD, e.g. 2025-01-31"
      : `(${kind.name}: what happened, in words a person can act on)`,
    "/api/get_customer_specific_stats",
    status === 400
      ? [{ field: "startDate", message: "must be a date as YYYY-MM-DD, e.g. 2025-01-31" }]
      : undefined,
  );
  return shell(
    `${kind.name}: ${PAGE_TITLE}`,
    html`<h1>${kind.name}</h1>
<p class="status">HTTP ${status} ${TITLES[status] ?? ""} · type <code>${problemTypeUri(kind.slug)}</code></p>
<h2>What it means</h2><p>${withCode(kind.meaning)}</p>
<h2>What to do</h2><p>${withCode(kind.action)}</p>
<h2>What the API sends</h2>
<p>Problem details (RFC 9457) as <code>application/problem+json</code>, for example:</p>
<pre>${JSON.stringify(example, null, 2)}</pre>
<p>Branch on <code>type</code>; <code>detail</code> is for people and may change.</p>
<h2>Every kind of error</h2>${kindList()}
<p>The API reference: <a href="/api/docs">/api/docs</a> (the OpenAPI document: <a href="/api${OPENAPI_PATH}">/api${OPENAPI_PATH}</a>).</p>`,
  );
}

/** /problems: every kind of error the API answers. */
export function problemIndexPage(): SafeHtml {
  return shell(
    PAGE_TITLE,
    html`<h1>${PAGE_TITLE}</h1>
<p>Every error the Filtercycle API answers is problem details (RFC 9457) whose <code>type</code> says its kind. The kinds:</p>
${kindList()}
<p>The API reference: <a href="/api/docs">/api/docs</a>.</p>`,
  );
}

function unknownKindPage(): SafeHtml {
  return shell(
    `Unknown error kind: ${PAGE_TITLE}`,
    html`<h1>Unknown error kind</h1><p>The API sends no error of this kind. The kinds it sends:</p>${kindList()}`,
  );
}

const bySlug = new Map<string, ProblemStatus>(
  statuses.map((status) => [PROBLEM_KINDS[status].slug as ProblemSlug, status]),
);

/** GET /problems and /problems/{slug}: the pages of the problem types. */
export const problemPages: FastifyPluginAsync<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const cacheControl = "public, max-age=3600";
  app.get(PROBLEM_PAGES_PATH, (_request, reply) =>
    sendServerPage(reply, problemIndexPage(), { publicUrl, cacheControl }),
  );
  app.get<{ Params: { slug: string } }>(`${PROBLEM_PAGES_PATH}/:slug`, (request, reply) => {
    const status = bySlug.get(request.params.slug);
    return status === undefined
      ? sendServerPage(reply, unknownKindPage(), { publicUrl, status: 404, cacheControl })
      : sendServerPage(reply, problemPage(status), { publicUrl, cacheControl });
  });
};
