import { AUTH_TEXT } from "../features/accounts/auth-constants";
import { ForgotPage } from "../features/accounts/components/forgot-page";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/forgot";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_TEXT.forgot.title);

export default function ForgotRoute() {
  return <ForgotPage />;
}
