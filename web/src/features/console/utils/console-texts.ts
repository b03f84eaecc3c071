import type { AppTexts } from "@filtercycle/contract/messages/app";
import { useMemo } from "react";
import { useAppTexts } from "#web/lib/app-texts";

/**
 * The console's frame and common words in the reader's language (issue 29; decision 0096), from
 * the catalogue's `console` area (part of the app's words, app-texts.ts), placeholders filled.
 */
export function consoleText(t: AppTexts["console"]) {
  return { ...t };
}

export type ConsoleText = ReturnType<typeof consoleText>;

/** The console's words in the language the app shows, re-rendering when it changes. */
export function useConsoleText(): ConsoleText {
  const texts = useAppTexts();
  return useMemo(() => consoleText(texts.console), [texts]);
}
