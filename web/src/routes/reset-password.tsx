import { AUTH_TEXT } from "../features/accounts/auth-constants";
import {
  isInvitation,
  ResetPasswordPage,
} from "../features/accounts/components/reset-password-page";
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
