import { LANGUAGE_TAGS, languageOfPath } from "@filtercycle/contract/languages";
import { useLayoutEffect } from "react";
import { useAppLanguage } from "./app-language";
import { languageFontCss } from "./language-fonts";

/**
 * `<html lang>` and the script's font for the screens in the reader's language (issue 29): the
 * signed-in layout and the screens before login call it. Kept out of the root layout, whose code
 * every public page loads (their 130 KB budget): the root writes the path's language, and this
 * writes the reader's after it (a layout effect runs after React's own update), and gives the
 * page back its path's language when the screen goes.
 */
export function useDocumentLanguage(): void {
  const language = useAppLanguage();
  useLayoutEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[language];
  });
  useLayoutEffect(() => {
    const href = languageFontCss(language);
    let link: HTMLLinkElement | null = null;
    if (href && !document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`)) {
      link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      document.head.append(link);
    }
    return () => {
      link?.remove();
      document.documentElement.lang = LANGUAGE_TAGS[languageOfPath(window.location.pathname)];
    };
  }, [language]);
}
