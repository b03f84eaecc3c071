import { type ReactNode, useId } from "react";
import { ExportLinks } from "./export-links";

/**
 * A dashboard table of the chosen period (the kiosks, the collections): its heading with the
 * CSV and Excel links beside it, the period it shows ("Period: 1 Nov 2026 – 23 Nov 2026"),
 * then the table. Busy while the period's figures load.
 */
export function PeriodPanel({
  heading,
  period,
  exports,
  busy,
  children,
}: {
  heading: string;
  period: string;
  exports: { what: string; csv: string; xlsx: string };
  busy: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={busy}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-forest">
          {heading}
        </h2>
        <ExportLinks {...exports} />
      </div>
      <p className="mt-1 text-sm text-ink/80">{period}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
