import { ISO_DATE_PATTERN } from "@filtercycle/contract/dates";
import { PROBLEM_CONTENT_TYPE } from "@filtercycle/contract/problem";
import { problem } from "./problem.ts";

/**
 * The rules the OpenAPI document is finished with, applied to every operation alike (issue 30,
 * decision 0094), so an endpoint added later is named, formatted and exemplified without an
 * entry of its own:
 * - every inline object of more than three properties becomes a named schema under
 *   `components/schemas` (named after its operation and the field it sits in, unless the
 *   contract's `apiSchemaNames` named it already), and a `$ref` in its place;
 * - a string with the calendar-date pattern says `format: date`;
 * - every JSON answer and request body gets a realistic example, made from its schema.
 */

type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  parameters?: (Json & { schema?: Json })[];
  requestBody?: Json & { content?: Record<string, Json & { schema?: Json }> };
  responses?: Record<string, Json & { content?: Record<string, Json & { schema?: Json }> }>;
};
export type OpenApiDocument = Json & {
  paths?: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Record<string, Json> };
};

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const REF_PREFIX = "#/components/schemas/";
const ISO_DATE_SOURCE = ISO_DATE_PATTERN.source;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const pascal = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))
    .replace(/^./, (c) => c.toUpperCase());

const singular = (name: string) =>
  name.endsWith("ies")
    ? `${name.slice(0, -3)}y`
    : /(ss|sh|ch|x)es$/.test(name)
      ? name.slice(0, -2)
      : name.endsWith("s") && !name.endsWith("ss")
        ? name.slice(0, -1)
        : name;

export function operationsOf(doc: OpenApiDocument): [string, string, Operation][] {
  const found: [string, string, Operation][] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) found.push([path, method, op]);
    }
  }
  return found;
}

/** Walks a schema's subschemas (not into `$ref`s), calling `visit` on each, children first. */
function mapSchema(schema: Json, name: string, visit: (s: Json, name: string) => Json): Json {
  const out: Json = { ...schema };
  if (isObject(schema.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, child]) => [
        key,
        isObject(child) ? mapSchema(child, `${name}${pascal(key)}`, visit) : child,
      ]),
    );
  }
  if (isObject(schema.items)) out.items = mapSchema(schema.items, singular(name), visit);
  if (isObject(schema.additionalProperties)) {
    out.additionalProperties = mapSchema(schema.additionalProperties, `${name}Value`, visit);
  }
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    const list = schema[key];
    if (Array.isArray(list)) {
      out[key] = list.map((child: unknown, i) => {
        if (!isObject(child)) return child;
        return mapSchema(child, `${name}${variantName(child) ?? String(i + 1)}`, visit);
      });
    }
  }
  return visit(out, name);
}

/** A union member's name from its discriminating constant (`kind: "contact"` → `Contact`). */
function variantName(schema: Json): string | undefined {
  if (!isObject(schema.properties)) return undefined;
  for (const child of Object.values(schema.properties)) {
    if (isObject(child) && typeof child.const === "string") return pascal(child.const);
    if (isObject(child) && Array.isArray(child.enum) && child.enum.length === 1) {
      return pascal(String(child.enum[0]));
    }
  }
  return undefined;
}

const isBigObject = (schema: Json) =>
  isObject(schema.properties) && Object.keys(schema.properties).length > 3;

function formatDates(schema: Json): Json {
  if (schema.type === "string" && schema.pattern === ISO_DATE_SOURCE && !schema.format) {
    return { ...schema, format: "date" };
  }
  return schema;
}

/** Moves every big inline object of the paths into components and marks dates. */
function nameInlineObjects(doc: OpenApiDocument): void {
  doc.components ??= {};
  doc.components.schemas ??= {};
  const schemas = doc.components.schemas;
  const byContent = new Map<string, string>();
  for (const [id, schema] of Object.entries(schemas)) byContent.set(JSON.stringify(schema), id);

  const hoist = (schema: Json, name: string): Json =>
    mapSchema(schema, name, (s, n) => {
      const formatted = formatDates(s);
      if (!isBigObject(formatted)) return formatted;
      const key = JSON.stringify(formatted);
      let id = byContent.get(key);
      if (!id) {
        id = n;
        for (let i = 2; schemas[id]; i++) id = `${n}${i}`;
        schemas[id] = formatted;
        byContent.set(key, id);
      }
      return { $ref: `${REF_PREFIX}${id}` };
    });

  // Components' own members get formats too (their objects may stay inline there).
  for (const [id, schema] of Object.entries(schemas)) {
    schemas[id] = mapSchema(schema, id, formatDates);
  }
  for (const [, , op] of operationsOf(doc)) {
    const base = pascal(op.operationId ?? "operation");
    for (const parameter of op.parameters ?? []) {
      if (parameter.schema) parameter.schema = mapSchema(parameter.schema, base, formatDates);
    }
    for (const media of Object.values(op.requestBody?.content ?? {})) {
      if (media.schema) media.schema = hoist(media.schema, `${base}Request`);
    }
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      const suffix = status.startsWith("2") ? "" : `Error${status}`;
      for (const media of Object.values(response.content ?? {})) {
        if (media.schema) media.schema = hoist(media.schema, `${base}${suffix}`);
      }
    }
  }
}

/** Drops components nothing refers to (the `…Input` twin of a schema only ever answered). */
function dropUnusedSchemas(doc: OpenApiDocument): void {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  for (;;) {
    const { schemas: _, ...rest } = doc.components ?? {};
    const text = JSON.stringify([doc.paths, rest, Object.values(schemas)]);
    const unused = Object.keys(schemas).filter(
      (id) => !text.includes(`"${REF_PREFIX}${id}"`) && id !== "Problem",
    );
    if (unused.length === 0) return;
    for (const id of unused) delete schemas[id];
  }
}

// ---- Examples --------------------------------------------------------------------------------

const EXAMPLE_DAY = "2026-10-31";
const EXAMPLE_TIME = "2026-10-31T10:15:00.000Z";
const EXAMPLE_UUID = "5d0c3c2e-8a7b-4f61-9c3e-2b1f0a9d7e45";

/** A value a real answer would hold for a field of this name (the demo business's figures). */
function exampleString(schema: Json, field: string): string {
  const name = field.toLowerCase();
  if (Array.isArray(schema.enum) && typeof schema.enum[0] === "string") return schema.enum[0];
  if (typeof schema.const === "string") return schema.const;
  if (schema.format === "date" || /(Date|On|_on|_date)$|^(date|day|from|to)$/.test(field)) {
    if (schema.format === "date-time") return EXAMPLE_TIME;
    return EXAMPLE_DAY;
  }
  if (schema.format === "date-time" || /(at|time)$/i.test(field)) return EXAMPLE_TIME;
  if (schema.format === "uuid") return EXAMPLE_UUID;
  if (schema.format === "email" || name.includes("email")) return "accounts@bluetokai.example";
  if (schema.format === "uri" || name.endsWith("url") || name.endsWith("link")) {
    return "https://filtercycle.example/api/media/5d0c3c2e-8a7b-4f61-9c3e-2b1f0a9d7e45/file";
  }
  if (name === "code" || name === "customerid" || name === "customer_id") return "FC-1001";
  if (name === "year" || name.includes("financialyear")) return "2025-26";
  if (name.includes("phone")) return "+91 98200 12345";
  if (name.includes("pincode") || name.includes("postal")) return "400050";
  if (name.includes("city")) return "Mumbai";
  if (name.includes("address")) return "Shop 4, Carter Road, Bandra West";
  if (name.includes("label")) return "Kiosk A – entrance";
  if (name.includes("location")) return "Main entrance, beside the bus stop";
  if (name === "businessname" || name === "customername" || name === "business") {
    return "Blue Tokai Café, Bandra";
  }
  if (name === "name") return "Blue Tokai Café, Bandra";
  if (name.includes("number")) return "FC-2026-000123";
  if (name.includes("message") || name.includes("detail") || name.includes("note")) {
    return "Collected 2 bins; kiosk cleaned.";
  }
  if (name === "id" || name.endsWith("id")) return EXAMPLE_UUID;
  if (name.includes("title")) return "Awareness drive at Carter Road";
  if (typeof schema.pattern === "string") return "";
  return "text";
}

function exampleNumber(schema: Json, field: string): number {
  const name = field.toLowerCase();
  const integer = schema.type === "integer";
  let value: number;
  if (name.includes("page") && !name.includes("size")) value = 1;
  else if (name.includes("pagesize")) value = 50;
  else if (name.includes("total") && integer) value = 1;
  else if (name.includes("kg")) value = 12.48;
  else if (name.includes("butts") || name.includes("count")) value = 4160;
  else if (name.includes("litre")) value = 2080000;
  else if (name.includes("rate")) value = 10;
  else if (name.includes("share") || name.includes("percent")) value = 0.42;
  else if (
    name.includes("amount") ||
    name.includes("balance") ||
    name.includes("credit") ||
    name.includes("payout") ||
    name.includes("rupee")
  ) {
    value = 1248;
  } else if (name.includes("year")) value = 2026;
  else if (name.includes("month")) value = 10;
  else if (name.includes("byte") || name.includes("size")) value = 482113;
  else value = integer ? 3 : 2.5;
  if (integer) value = Math.round(value);
  if (typeof schema.minimum === "number" && value < schema.minimum) value = schema.minimum;
  if (typeof schema.maximum === "number" && value > schema.maximum) value = schema.maximum;
  return value;
}

/** An example of `schema`, resolving `$ref`s in `doc`; `field` is the name it sits under. */
export function exampleOf(doc: OpenApiDocument, schema: Json, field = "", depth = 0): unknown {
  if (depth > 12) return null;
  if (typeof schema.$ref === "string") {
    const target = doc.components?.schemas?.[schema.$ref.slice(REF_PREFIX.length)];
    return target ? exampleOf(doc, target, field, depth + 1) : null;
  }
  if ("example" in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  for (const key of ["anyOf", "oneOf"] as const) {
    const list = schema[key];
    if (Array.isArray(list)) {
      const choice =
        list.find((s: unknown) => isObject(s) && s.type !== "null") ?? (list[0] as unknown);
      return isObject(choice) ? exampleOf(doc, choice, field, depth + 1) : null;
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign(
      {},
      ...schema.allOf.map((s: unknown) => (isObject(s) ? exampleOf(doc, s, field, depth + 1) : {})),
    );
  }
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== "null") as string | undefined)
    : (schema.type as string | undefined);
  switch (type) {
    case "object": {
      const properties = isObject(schema.properties) ? schema.properties : {};
      return Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [
          key,
          isObject(child) ? exampleOf(doc, child, key, depth + 1) : null,
        ]),
      );
    }
    case "array": {
      const item = isObject(schema.items)
        ? exampleOf(doc, schema.items, singular(field), depth + 1)
        : null;
      const min = typeof schema.minItems === "number" ? schema.minItems : 1;
      return Array.from({ length: Math.max(1, min) }, () => item);
    }
    case "string":
      return exampleString(schema, field);
    case "integer":
    case "number":
      return exampleNumber(schema, field);
    case "boolean":
      return !field.toLowerCase().startsWith("is");
    case "null":
      return null;
    default:
      return null;
  }
}

/** Adds an example to every JSON answer and body that has none, made from its schema. */
function addExamples(doc: OpenApiDocument, fileExamples: Record<string, string>): void {
  for (const [path, , op] of operationsOf(doc)) {
    // Errors: problem details as the server writes them, for this path and status.
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      const media = response.content?.[PROBLEM_CONTENT_TYPE];
      if (!media || "example" in media || media.schema?.$ref !== `${REF_PREFIX}Problem`) continue;
      const detail = String(response.description ?? "Error");
      media.example = problem(
        Number(status),
        detail,
        `/api${path.replace(/\{[^}]+\}/g, EXAMPLE_UUID)}`,
        status === "400"
          ? [{ field: "startDate", message: "must be a date as YYYY-MM-DD, e.g. 2025-01-31" }]
          : undefined,
      );
    }
    const medias = [
      ...Object.entries(op.requestBody?.content ?? {}),
      ...Object.values(op.responses ?? {}).flatMap((r) => Object.entries(r.content ?? {})),
    ];
    for (const [type, media] of medias) {
      if ("example" in media || "examples" in media || !media.schema) continue;
      if (type.includes("json") || type === "multipart/form-data") {
        media.example = exampleOf(doc, media.schema);
      } else if (fileExamples[type] !== undefined) {
        media.example = fileExamples[type];
      }
    }
  }
}

/** Applies the rules above to the document `@fastify/swagger` made. */
export function finishDocument(
  doc: OpenApiDocument,
  fileExamples: Record<string, string>,
): OpenApiDocument {
  nameInlineObjects(doc);
  dropUnusedSchemas(doc);
  addExamples(doc, fileExamples);
  return doc;
}
