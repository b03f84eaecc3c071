import { currentAuthTexts } from "../features/accounts/auth-texts";
import {
  isInvitation,
  ResetPasswordPage,
} from "../features/accounts/components/reset-password-page";
import { showLanguageBeforeLogin } from "../features/accounts/utils/language-before-login";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/reset-password";

/** In the reader's language (issue 29): `?lang=`, this device's choice or the browser's. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await showLanguageBeforeLogin(request);
  return null;
}

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    isInvitation(new URLSearchParams(location?.search ?? ""))
      ? currentAuthTexts().resetPassword.inviteTitle
      : currentAuthTexts().resetPassword.title,
  );

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
