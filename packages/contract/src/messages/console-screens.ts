import type { consoleScreens as en } from "./en/console-screens.ts";
import type { TranslationOf } from "./types.ts";

/** The console screens' catalogue of one language, typed on English's keys (decision 0096). */
export type ConsoleTexts = { readonly [A in keyof typeof en]: TranslationOf<(typeof en)[A]> };
