import { useEffect, useId, useRef, useState } from "react";
import { useCanIssue } from "#web/hooks/use-can-issue";
import { useAppTexts } from "#web/lib/app-texts";
import type { DateRange } from "#web/lib/dashboard-dates";
import { REPORT_TEXT } from "../constants";

/**
 * A report button (SPEC.md §4, §5, §8): idle → "Loading..." (disabled, busy) while the code,
 * figures and fonts load → "Preparing report…" while the PDF is drawn (issue 28: it says what
 * is happening) → idle again after the download or a failure, which is logged (SPEC.md §8 shows
 * nothing else). A status line, for screen readers only, says the same and then "Report
 * downloaded.". Without both dates it makes nothing and says "Please select start and end
 * dates for the report." beside itself; the message goes as soon as both dates are there.
 */
export function ReportButton({
  label = REPORT_TEXT.defaultLabel,
  range,
  onGenerate,
  onPrepare,
}: {
  label?: string;
  range: DateRange | null;
  /** Makes the report; calls `preparing()` once its data is in and the PDF is being drawn. */
  onGenerate: (range: DateRange, steps: { preparing: () => void }) => Promise<void>;
  /** Called when a pointer or focus reaches the button: a chance to start loading the PDF code. */
  onPrepare?: () => void;
}) {
  const [state, setState] = useState<
    "idle" | "loading" | "preparing" | "downloaded" | "missing-dates"
  >("idle");
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const missingDates = state === "missing-dates" && range === null;
  const working = state === "loading" || state === "preparing";
  const t = useAppTexts().dashboard;
  const canIssue = useCanIssue();
  const noteId = useId();
  const busyText = state === "preparing" ? t["report.preparing"] : t["report.loading"];

  const onClick = async () => {
    if (!range) {
      setState("missing-dates");
      return;
    }
    setState("loading");
    try {
      await onGenerate(range, {
        preparing: () => {
          if (mounted.current) setState("preparing");
        },
      });
      if (mounted.current) setState("downloaded");
    } catch (error) {
      console.error(`Report "${label}" could not be made.`, error);
      if (mounted.current) setState("idle");
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button
        type="button"
        onClick={onClick}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        disabled={working || !canIssue}
        aria-busy={working}
        aria-describedby={canIssue ? undefined : noteId}
        className="rounded-full bg-forest px-5 py-2 text-sm font-semibold text-white hover:bg-leaf focus-ring disabled:cursor-wait disabled:opacity-70"
      >
        {working ? busyText : label}
      </button>
      <p role="status" className="sr-only">
        {working ? busyText : state === "downloaded" ? t["report.downloaded"] : ""}
      </p>
      {canIssue ? null : (
        <p id={noteId} className="text-sm text-ink/70">
          {t["certificate.ownerOnly"]}
        </p>
      )}
      {/* Always in the page so that screen readers announce the message when it appears. */}
      <p role="alert" className="text-sm font-medium text-red-800 empty:hidden">
        {missingDates ? t["report.missingDates"] : ""}
      </p>
    </div>
  );
}
