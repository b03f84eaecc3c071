import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { ButtonLink } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { AUTH_TEXT } from "../auth-constants";

/**
 * The 403 page: a logged-in customer opened a staff-only screen (PRODUCT.md: /admin), or a
 * collector a console screen other than the route (issue 28: `message` and `action` say so).
 */
export function AccessDenied({
  message = ACCOUNT_MESSAGES.staffOnly,
  action = { to: paths.dashboard, label: AUTH_TEXT.accessDenied.toDashboard },
  insideShell = false,
}: {
  message?: string;
  action?: { to: string; label: string };
  /** Inside the console's shell, whose `<main>` already has the page's margins. */
  insideShell?: boolean;
}) {
  return (
    <section
      className={insideShell ? "w-full max-w-6xl" : "mx-auto w-full max-w-6xl px-4 py-16 sm:px-6"}
    >
      <p className="text-sm font-semibold tracking-wider text-leaf uppercase">403</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-forest sm:text-4xl">
        {AUTH_TEXT.accessDenied.heading}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-ink/80">{message}</p>
      <ButtonLink to={action.to} className="mt-8">
        {action.label}
      </ButtonLink>
    </section>
  );
}
