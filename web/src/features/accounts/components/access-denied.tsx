import { ButtonLink } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { useAppTexts } from "#web/lib/app-texts";

/**
 * The 403 page: a logged-in customer opened a staff-only screen (PRODUCT.md: /admin), or a
 * collector a console screen other than the route (issue 28: `message` and `action` say so).
 */
export function AccessDenied({
  message,
  action,
  insideShell = false,
}: {
  message?: string;
  action?: { to: string; label: string };
  /** Inside the console's shell, whose `<main>` already has the page's margins. */
  insideShell?: boolean;
}) {
  // In the reader's language (issue 29; the catalogue's `console` area).
  const t = useAppTexts().console;
  const to = action ?? { to: paths.dashboard, label: t["denied.toDashboard"] };
  return (
    <section
      className={insideShell ? "w-full max-w-6xl" : "mx-auto w-full max-w-6xl px-4 py-16 sm:px-6"}
    >
      <p className="text-sm font-semibold tracking-wider text-leaf uppercase">403</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-forest sm:text-4xl">
        {t["denied.heading"]}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-ink/80">{message ?? t["denied.staffOnly"]}</p>
      <ButtonLink to={to.to} className="mt-8">
        {to.label}
      </ButtonLink>
    </section>
  );
}
