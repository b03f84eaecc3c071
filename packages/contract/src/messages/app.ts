import type { app as en } from "./en/app.ts";
import type { TranslationOf } from "./types.ts";

/**
 * The signed-in product's catalogue of one language (auth, dashboard, account), typed on
 * English's keys. The web imports English as it is and Gujarati or Hindi with `import()`, each
 * its own chunk (docs/decisions/0093).
 */
export type AppTexts = { readonly [A in keyof typeof en]: TranslationOf<(typeof en)[A]> };
