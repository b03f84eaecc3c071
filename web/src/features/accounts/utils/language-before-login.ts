import { isLanguage } from "@filtercycle/contract/languages";
import { languageBeforeLogin, rememberDeviceLanguage } from "#web/lib/app-language-choice";
import { showAppIn } from "#web/lib/app-texts";

/**
 * For the loaders of /login, /forgot and /reset-password (issue 29): shows the screen in
 * `?lang=` (remembered on this device: the reader chose it), this device's last language, or the
 * browser's first language we have; its words are fetched before the screen renders.
 */
export async function showLanguageBeforeLogin(request: Request): Promise<void> {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  if (isLanguage(asked)) rememberDeviceLanguage(asked);
  await showAppIn(languageBeforeLogin(url));
}
