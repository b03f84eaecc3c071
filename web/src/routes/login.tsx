import { currentAuthTexts } from "../features/accounts/auth-texts";
import { LoginPage } from "../features/accounts/components/login-page";
import { showLanguageBeforeLogin } from "../features/accounts/utils/language-before-login";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/login";

/** In the reader's language (issue 29): `?lang=`, this device's choice or the browser's. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await showLanguageBeforeLogin(request);
  return null;
}

export const meta: Route.MetaFunction = () => pageMeta(currentAuthTexts().login.title);

export default function LoginRoute() {
  return <LoginPage />;
}
