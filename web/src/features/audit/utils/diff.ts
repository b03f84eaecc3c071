/** One changed field of an audit entry: its dotted path and its value before and after. */
export type FieldChange = { field: string; before: string | null; after: string | null };

/** Nested objects become dotted paths (`toxicWasteKgPerButtKg.value`); other values, text; null is "no value". */
function flatten(value: unknown, prefix = "", into = new Map<string, string>()) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined && value !== null) {
    into.set(prefix || "value", typeof value === "string" ? value : JSON.stringify(value));
  }
  return into;
}

/**
 * The fields that differ between `before` and `after`, in a stable order: a creation lists every
 * field with no "before", a deletion every field with no "after".
 */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const a = flatten(before);
  const b = flatten(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields
    .filter((field) => a.get(field) !== b.get(field))
    .map((field) => ({ field, before: a.get(field) ?? null, after: b.get(field) ?? null }));
}
