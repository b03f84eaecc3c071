import type { Language } from "@filtercycle/contract/languages";
import type { CertificateTexts } from "./certificate";

/**
 * The certificate's words in one language, each language its own small chunk (issue 29: only
 * the chosen language's words reach the browser, and only when a certificate is made).
 */
const LOADERS: Record<Language, () => Promise<{ certificate: CertificateTexts }>> = {
  en: () => import("@filtercycle/contract/messages/en/certificate"),
  gu: () => import("@filtercycle/contract/messages/gu/certificate"),
  hi: () => import("@filtercycle/contract/messages/hi/certificate"),
};

export async function certificateTexts(language: Language): Promise<CertificateTexts> {
  return (await LOADERS[language]()).certificate;
}
