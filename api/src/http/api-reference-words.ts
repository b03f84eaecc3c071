import { apiTokenRefusal } from "@filtercycle/contract/accounts/api-token-rules";
import type { EndpointRoute, EndpointScope } from "@filtercycle/contract/api/endpoints";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "@filtercycle/contract/paging";
import { z } from "zod";

/**
 * The words every operation of the API reference gets by rule (issue 30, decision 0094): what it
 * is for (its summary, and the contract's own `description` where it has one), who may call it,
 * how it pages, what its dates and figures mean. A rule, not a text per endpoint: an endpoint
 * added later is described the same way.
 */

type DescribedEndpoint = EndpointRoute & {
  name: string;
  summary: string;
  description?: string;
  query?: z.ZodType;
  responseType?: string;
  response: Readonly<Record<number, z.ZodType | null>>;
};

const CSV_TYPE = "text/csv";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Where a paged answer's page sits: "" at the top (`{ items, page, pageSize, total, … }`), the
 * property's name when it is one level down (GET /pickups: `history`), undefined if neither.
 */
function pagePath(response: z.ZodType | null | undefined): string | undefined {
  if (!response) return undefined;
  type Json = { properties?: Record<string, Json> };
  let json: Json;
  try {
    // Inline (no names from the reference's table), so the page's fields are seen in place.
    json = z.toJSONSchema(response, {
      io: "output",
      unrepresentable: "any",
      metadata: z.registry(),
    }) as Json;
  } catch {
    return undefined;
  }
  const isPage = (schema: Json | undefined) =>
    ["items", "page", "pageSize", "total"].every((key) => key in (schema?.properties ?? {}));
  if (isPage(json)) return "";
  return Object.entries(json.properties ?? {}).find(([, value]) => isPage(value))?.[0];
}

/** The default of an endpoint's `layout` query parameter, if it has one. */
function layoutDefault(query: z.ZodType | undefined): unknown {
  if (!query) return undefined;
  try {
    const json = z.toJSONSchema(query, { io: "input", unrepresentable: "any" }) as {
      properties?: { layout?: { default?: unknown } };
    };
    return json.properties?.layout?.default;
  } catch {
    return undefined;
  }
}

/** The keys of an endpoint's query (its JSON Schema's properties). */
function queryKeys(query: z.ZodType | undefined): string[] {
  if (!query) return [];
  try {
    const json = z.toJSONSchema(query, { io: "input", unrepresentable: "any" }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  } catch {
    return [];
  }
}

const AUDIENCE: Record<EndpointScope, string> = {
  public: "**Who:** anyone; no session is needed.",
  customer:
    "**Who:** a signed-in login of a business; it answers for that login's own business only.",
  staff:
    "**Who:** staff only (an admin session; a collector only where the route screen needs it). " +
    "A customer's session is refused with 403.",
};

/** The operation's description, in Markdown (Swagger UI renders it). */
export function describeEndpoint(endpoint: DescribedEndpoint): string {
  const keys = new Set(queryKeys(endpoint.query));
  const parts: string[] = [`${endpoint.summary}.`];
  if (endpoint.description) parts.push(endpoint.description);
  parts.push(AUDIENCE[endpoint.scope]);
  if (endpoint.scope === "customer" && keys.has("customerId")) {
    parts.push(
      "Staff may call it too (the read-only support view) and then **must** name the business " +
        "with `customerId=FC-…`: without it the answer is 400 naming `customerId`, with an " +
        "unknown code 404. A customer's `customerId` is ignored.",
    );
  }
  if (endpoint.scope !== "public") {
    parts.push(
      apiTokenRefusal(endpoint) === undefined
        ? "**Auth:** the session cookie, or a personal access token (`Authorization: Bearer …`)."
        : "**Auth:** the session cookie (a personal access token is refused with 403).",
    );
  }
  if (keys.has("page") && keys.has("pageSize")) {
    const at = pagePath(endpoint.response[200]);
    const where = at ? `\`${at}\`` : "the answer";
    parts.push(
      `**Paging:** \`page\` (from 1, default 1) and \`pageSize\` (1 to ${MAX_PAGE_SIZE}, default ` +
        `${DEFAULT_PAGE_SIZE}); ${where} is \`{ items, page, pageSize, total }\`: that page's ` +
        "`items`, the `page` and `pageSize` it answers, and `total`, the size of the whole " +
        "(filtered) list (null only where counting it would be too slow; then a full page may " +
        "have more behind it). The order is fixed and ends on the row's id, so a page read " +
        "again without changes in between has the same rows; a page past the end has no " +
        "`items`. Any other value of `page` or `pageSize` is a 400 naming it.",
    );
  }
  if (keys.has("startDate") || keys.has("endDate")) {
    parts.push(
      "**Dates:** `startDate` and `endDate` are calendar days (`YYYY-MM-DD`, both inclusive) in " +
        "the business time zone (Asia/Kolkata unless staff changed it in the settings).",
    );
  }
  if (keys.has("year")) {
    parts.push("**Year:** an Indian financial year, April to March, written `2025-26`.");
  }
  const types = new Set([endpoint.responseType ?? ""]);
  if (types.has(CSV_TYPE) && keys.has("layout") && layoutDefault(endpoint.query) === "plain") {
    parts.push(
      "**File:** a CSV for programs and spreadsheets alike, in two layouts (`layout`). The " +
        "default, `plain`: UTF-8 without a byte-order mark, CRLF lines, one header row and one " +
        "row per line. `?layout=spreadsheet`: the same lines after a byte-order mark, so Excel " +
        "reads ₹ and Gujarati or Hindi names as UTF-8. No title lines in either: the header row " +
        "is always first.",
    );
  } else if (types.has(CSV_TYPE) && keys.has("layout")) {
    parts.push(
      "**File:** two layouts (`layout`). The default, `spreadsheet`, is made for spreadsheets: " +
        "UTF-8 with a byte-order mark, CRLF lines, then title lines (`Filtercycle — <title>`, " +
        "Business, Period, Generated and the summary figures), a blank line, the header row and " +
        "one row per line. `?layout=plain` is made for programs: UTF-8 without a byte-order " +
        "mark, CRLF lines, the header row first and one row per line, nothing else. In both, " +
        "dates are `YYYY-MM-DD` and money keeps two decimals.",
    );
  } else if (types.has(CSV_TYPE)) {
    parts.push(
      "**File:** a CSV for programs and spreadsheets alike: UTF-8 without a byte-order mark, " +
        "CRLF lines, one header row and one row per line.",
    );
  } else if (types.has(XLSX_TYPE)) {
    parts.push(
      "**File:** an Excel workbook with one sheet: the same title lines as the CSV, then the " +
        "table, numbers as numbers and dates as dates.",
    );
  }
  if (endpoint.method === "GET" && !endpoint.responseType) {
    parts.push(
      "**Units:** weights in kilograms, money in Indian rupees (₹, two decimals), dates as " +
        "`YYYY-MM-DD` in the business time zone and moments as ISO 8601 UTC times.",
    );
  }
  return parts.join("\n\n");
}

/** Example bodies of the file answers, by media type. */
export const FILE_EXAMPLES: Record<string, string> = {
  [CSV_TYPE]:
    '\uFEFFFiltercycle — Statement\r\nBusiness,"Blue Tokai Café, Bandra (FC-1001)"\r\n' +
    'Period,2026-04-01 to 2026-10-31\r\nGenerated,"31 Oct 2026, 6:00 pm (Asia/Kolkata)"\r\n' +
    "Opening balance,1200.00\r\n\r\nDate,Kind,Description,Amount (₹),Balance (₹)\r\n" +
    "2026-04-07,credit,Collection 12.480 kg,124.80,1324.80\r\n",
};

/** What each domain (OpenAPI tag) of the reference holds; the reference lists them in this order. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  accounts: "Logging in and out, passwords, the team, sessions and personal access tokens",
  dashboard: "The customer dashboard's figures (SPEC.md's calls keep their exact shapes)",
  insight: "Per-kiosk figures and the collection log, with their CSV and Excel exports",
  money: "The balance, the statement, payout requests and staff's ledger",
  payouts: "Staff's payout batches and bank/UPI files",
  pickups: "Pickup schedules, requests and the collector's route",
  media: "Videos, photos and documents shared with a business",
  "verifiable impact": "Impact certificates, their public check, impact pages and the ESG pack",
  "kiosks and collections": "Staff's kiosks and collections, and the CSV import",
  customers: "Staff's businesses and their logins",
  "impact records": "Awareness sessions and smokers served",
  "chain of custody": "Intakes, lots and batches from kiosk to recycler",
  notifications: "Notices and e-mail preferences",
  settings: "Impact factors and the business settings",
  inbox: "Contact messages and partner applications",
  "public site": "What the public pages read and send",
  "audit log": "Who changed what",
  console: "Staff's overview",
  health: "Whether the service and its database answer",
};

/** The document's tags: every tag an endpoint uses, described, known ones first. */
export function tagsOf(used: readonly string[]): { name: string; description: string }[] {
  const names = [...new Set(used)];
  const order = Object.keys(TAG_DESCRIPTIONS);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return names
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `The ${name} endpoints` }));
}
