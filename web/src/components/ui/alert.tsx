import type { ReactNode, Ref } from "react";
import { cx } from "./cx";
import { StatusIcon } from "./icons";

export type AlertTone = "info" | "success" | "error";

const TONES: Record<AlertTone, string> = {
  error: "border-red-200 bg-red-50 text-red-800 focus-visible:outline-red-700/50",
  success: "border-leaf/30 bg-leaf/10 text-forest focus-visible:outline-leaf/60",
  info: "border-forest/15 bg-cream text-ink focus-visible:outline-forest/40",
};

/**
 * A message box. An error is an `alert` (announced at once); success and info are a `status`.
 * `announce={false}` leaves the role out, for a box inside a live region that is always on the
 * page (a region added together with its text is not announced everywhere). With `focusRef` it
 * can take focus (tabIndex -1), so a failed submit can move focus to it; the ring then shows
 * only for keyboard users.
 */
export function Alert({
  tone,
  children,
  focusRef,
  announce = true,
  className,
}: {
  tone: AlertTone;
  children: ReactNode;
  focusRef?: Ref<HTMLDivElement>;
  announce?: boolean;
  className?: string;
}) {
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      role={announce ? (tone === "error" ? "alert" : "status") : undefined}
      className={cx(
        "flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2",
        TONES[tone],
        className,
      )}
    >
      <StatusIcon kind={tone} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
