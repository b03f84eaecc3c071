import { AUTH_TEXT } from "../features/accounts/auth-constants";
import { LoginPage } from "../features/accounts/components/login-page";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_TEXT.login.title);

export default function LoginRoute() {
  return <LoginPage />;
}
