import { currentAuthTexts } from "../features/accounts/auth-texts";
import { ForgotPage } from "../features/accounts/components/forgot-page";
import { showLanguageBeforeLogin } from "../features/accounts/utils/language-before-login";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/forgot";

/** In the reader's language (issue 29): `?lang=`, this device's choice or the browser's. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await showLanguageBeforeLogin(request);
  return null;
}

export const meta: Route.MetaFunction = () => pageMeta(currentAuthTexts().forgot.title);

export default function ForgotRoute() {
  return <ForgotPage />;
}
