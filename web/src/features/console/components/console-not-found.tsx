import { Link } from "react-router";
import { PageHeader } from "#web/components/ui/page-header";
import { useConsoleText } from "../utils/console-texts";

/** /admin/<anything unknown>: a not-found page inside the console shell. */
export function ConsoleNotFound() {
  const t = useConsoleText();
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold tracking-wider text-leaf uppercase">404</p>
      <PageHeader heading={t["notFound.heading"]} intro={t["notFound.intro"]} />
      <Link
        to="/admin"
        className="inline-block rounded-md font-semibold text-forest underline focus-ring"
      >
        {t["notFound.overview"]}
      </Link>
    </div>
  );
}
