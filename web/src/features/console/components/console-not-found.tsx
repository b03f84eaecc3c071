import { Link } from "react-router";
import { PageHeader } from "#web/components/ui/page-header";
import { CONSOLE_NOT_FOUND_TEXT as TEXT } from "../constants";

/** /admin/<anything unknown>: a not-found page inside the console shell. */
export function ConsoleNotFound() {
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold tracking-wider text-leaf uppercase">404</p>
      <PageHeader heading={TEXT.heading} intro={TEXT.intro} />
      <Link
        to="/admin"
        className="inline-block rounded-md font-semibold text-forest underline focus-ring"
      >
        {TEXT.overview}
      </Link>
    </div>
  );
}
