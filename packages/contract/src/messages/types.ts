/**
 * A catalogue area: one text per key. English is the source (`as const`); Gujarati and Hindi
 * are typed `TranslationOf<typeof en…>`, so TypeScript refuses a missing or an extra key.
 * Placeholders are written `{name}` and filled by ./fill.ts.
 */
export type Messages = Readonly<Record<string, string>>;

export type TranslationOf<T extends Messages> = { readonly [K in keyof T]: string };
