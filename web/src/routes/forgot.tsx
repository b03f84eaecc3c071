import { ForgotPage } from "../features/auth/components/forgot-page";
import { AUTH_TEXT } from "../features/auth/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/forgot";

export const meta: Route.MetaFunction = () => pageMeta(AUTH_TEXT.forgot.title);

export default function ForgotRoute() {
  return <ForgotPage />;
}
