import type { ReactNode, Ref } from "react";
import { ErrorIcon } from "./text-field";

/**
 * A message box above or in place of a form. `tone="error"` is an alert (announced at once);
 * `tone="success"` and `tone="info"` are status messages. It can take focus (tabIndex -1) so a
 * failed submit can move focus to it.
 */
export function FormMessage({
  tone,
  children,
  focusRef,
}: {
  tone: "error" | "success" | "info";
  children: ReactNode;
  focusRef?: Ref<HTMLDivElement>;
}) {
  // Focus is moved here by script: a ring only when the user navigates by keyboard.
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800 focus-visible:outline-red-700/50",
    success: "border-leaf/30 bg-leaf/10 text-forest focus-visible:outline-leaf/60",
    info: "border-forest/15 bg-cream text-ink focus-visible:outline-forest/40",
  }[tone];
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 ${styles}`}
    >
      {tone === "error" ? <ErrorIcon /> : <InfoIcon success={tone === "success"} />}
      <div className="min-w-0">{children}</div>
    </div>
  );
}

function InfoIcon({ success }: { success: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-px h-4 w-4 shrink-0"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fillRule="evenodd"
        d={
          success
            ? "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.58 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
            : "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm1-11a1 1 0 1 1-2 0 1 1 0 0 1 2 0Zm-2 2a1 1 0 0 1 2 0v4a1 1 0 1 1-2 0V9Z"
        }
        clipRule="evenodd"
      />
    </svg>
  );
}
