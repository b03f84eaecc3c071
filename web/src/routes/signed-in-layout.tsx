import { customerApiRoutes } from "@filtercycle/contract/api/customer-routes";
import { methodsApiRoutes } from "@filtercycle/contract/api/methods-routes";
import { staffApiRoutes } from "@filtercycle/contract/api/staff-routes";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, useRevalidator } from "react-router";
import { LanguageOffer } from "../features/accounts/components/language-offer";
import { useAccountLanguageShown } from "../features/accounts/hooks/use-account-language";
import { showAccountLanguage } from "../features/accounts/utils/account-language";
import { requireSession } from "../features/accounts/utils/require-session";
import { useSessionToken } from "../hooks/use-session-token";
import { addApiRoutes } from "../lib/api-client";
import { sessionQueryClient } from "../lib/query-client";
import { useDocumentLanguage } from "../lib/use-document-language";
import type { Route } from "./+types/signed-in-layout";

// The console's and the dashboard's own endpoints (issue 14) become callable here, not in the shared API client: public pages never
// download the staff route table (their 130 KB budget).
addApiRoutes(staffApiRoutes);
addApiRoutes(customerApiRoutes);
// The dashboard's method line names the versions behind its figures (issue 15).
addApiRoutes(methodsApiRoutes);

/**
 * Around the screens that read customer data (/dashboard, /admin). Before any of them renders,
 * the loader checks the session (features/auth/utils/require-session.ts): no stored token, or
 * one the server no longer knows, and the user is sent to /login, to come back here after
 * logging in. The TanStack Query client lives here, not in the root, so public pages never
 * download the query library.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, sessionQueryClient());
  // The login's language (issue 29): its words are fetched before any screen renders.
  await showAccountLanguage(sessionQueryClient());
  return null;
}

/** The login's language kept on every screen, and the offer to a login that has not chosen one. */
function LoginLanguage() {
  useAccountLanguageShown();
  return <LanguageOffer />;
}

export default function SignedInLayout() {
  const token = useSessionToken();
  const { revalidate } = useRevalidator();
  useDocumentLanguage();

  // The session ended while a screen is open (a 401 on one of its calls, a logout in another
  // tab): run the loader again, which sends the user to /login.
  useEffect(() => {
    if (token === null) void revalidate();
  }, [token, revalidate]);

  if (token === null) return null;
  return (
    <QueryClientProvider client={sessionQueryClient()}>
      <LoginLanguage />
      <Outlet />
    </QueryClientProvider>
  );
}
