import { isInvitation, ResetPasswordPage } from "../features/auth/components/reset-password-page";
import { AUTH_TEXT } from "../features/auth/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    isInvitation(new URLSearchParams(location?.search ?? ""))
      ? AUTH_TEXT.resetPassword.inviteTitle
      : AUTH_TEXT.resetPassword.title,
  );

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />;
}
