import { type ReactNode, useId, useRef } from "react";
import { useAppTexts } from "#web/lib/app-texts";
import { Alert } from "./alert";
import { Button, type ButtonVariant } from "./button";
import { Dialog } from "./dialog";

/**
 * "Are you sure?" on the native dialog: a heading, what will happen, Cancel (focused first, so
 * Enter never confirms by accident) and the confirming button. While `busy` the confirm button
 * spins; an `error` shows inside the dialog, which stays open.
 */
export function ConfirmDialog({
  heading,
  children,
  confirmLabel,
  cancelLabel: cancelLabelGiven,
  busyLabel,
  variant = "danger",
  busy = false,
  error,
  onConfirm,
  onClose,
}: {
  heading: string;
  /** What will happen, under the heading (the heading alone may say it all). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busyLabel?: string;
  variant?: ButtonVariant;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  // "Cancel" in the reader's language unless the screen names it (issue 29).
  const common = useAppTexts().common;
  const cancelLabel = cancelLabelGiven ?? common.cancel;
  const headingId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      labelledBy={headingId}
      onClose={onClose}
      initialFocus={cancel}
      className="w-[min(32rem,92vw)]"
    >
      <div className="p-6">
        <h2 id={headingId} className="text-lg font-semibold text-forest">
          {heading}
        </h2>
        {children === undefined ? null : <div className="mt-3 text-ink">{children}</div>}
        {error ? (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button ref={cancel} variant="secondary" size="sm" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={variant} size="sm" busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
