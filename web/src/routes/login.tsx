import { LoginPage } from "../features/auth/components/login-page";
import { AUTH_TEXT } from "../features/auth/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_TEXT.login.title);

export default function LoginRoute() {
  return <LoginPage />;
}
