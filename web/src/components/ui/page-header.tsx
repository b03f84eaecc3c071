import type { ReactNode } from "react";
import { useFocusOnArrival } from "#web/hooks/use-focus-on-arrival";
import { cx } from "./cx";

/**
 * A console screen's heading: the h1, an optional one-line intro under it and, beside them on a
 * wide screen (under them on a phone), the screen's main actions. Every console screen starts
 * with it, so their tops line up and read the same way. Reached right after logging in, the
 * heading takes the focus (as on the public pages and the dashboard).
 */
export function PageHeader({
  heading,
  headingId,
  intro,
  actions,
  className,
}: {
  heading: ReactNode;
  headingId?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <header className={cx("flex flex-wrap items-end justify-between gap-x-6 gap-y-4", className)}>
      <div className="min-w-0 flex-1 basis-80">
        <h1
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-forest outline-none"
        >
          {heading}
        </h1>
        {intro ? <p className="mt-2 max-w-3xl text-ink/80">{intro}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
