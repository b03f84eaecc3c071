import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { useAppTexts } from "#web/lib/app-texts";
import { Alert } from "./alert";
import { Button, type ButtonVariant } from "./button";
import { Dialog } from "./dialog";

/** What FormDialog needs of `useForm` (web/src/lib/forms/use-form.ts). */
export type FormDialogForm = {
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: boolean;
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
    onInput: (event: React.FormEvent<HTMLFormElement>) => void;
    onBlur: (event: React.FormEvent<HTMLFormElement>) => void;
  };
  message: string | null;
  messageRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
};

const WIDTHS = {
  sm: "w-[min(28rem,calc(100vw-2rem))]",
  md: "w-[min(30rem,calc(100vw-2rem))]",
  lg: "w-[min(32rem,calc(100vw-2rem))]",
  xl: "w-[min(34rem,calc(100vw-2rem))]",
} as const;

const FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * The frame of every form in a dialog (docs/decisions/0083-form-dialog-and-one-error-rule.md),
 * on the kit's Dialog like ConfirmDialog: the heading (the dialog's name), an optional line on
 * what the form is about, ONE error area at the top of the form (`form.message`: the summary
 * or the API's refusal, see lib/forms/api-failure.ts), the fields (children), then Cancel and
 * the submit on the right.
 *
 * Busy: while `form.busy` the submit is disabled and says `busyLabel`; Escape and the backdrop
 * do not close the dialog meanwhile (Cancel does: the person may always leave).
 * Focus: the first field on opening (and when the form appears after `result`); on a refused
 * submit `useForm` moves it to the first field with a message, or to the error area; on closing
 * the Dialog returns it to the opener (or `returnFocus`).
 *
 * `result` replaces the form (loading, failed to load, or what the submit made: "Sent. Thank
 * you."); it brings its own way out, which gets focus when the form goes.
 */
export function FormDialog({
  heading,
  about,
  form,
  submitLabel,
  busyLabel,
  submitVariant = "primary",
  cancelLabel: cancelLabelGiven,
  size = "md",
  result,
  onClose,
  returnFocus,
  children,
}: {
  heading: ReactNode;
  /** A line under the heading: what or whom the form is about. */
  about?: ReactNode;
  form?: FormDialogForm;
  submitLabel?: string;
  busyLabel?: string;
  submitVariant?: ButtonVariant;
  cancelLabel?: string;
  size?: keyof typeof WIDTHS;
  /** Shown instead of the form (with its own buttons); null or absent: the form. */
  result?: ReactNode;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}) {
  // "Cancel" in the reader's language unless the screen names it (issue 29).
  const common = useAppTexts().common;
  const cancelLabel = cancelLabelGiven ?? common.cancel;
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  const showsForm = form !== undefined && (result === undefined || result === null);
  const busy = showsForm && form.busy;
  const latestBusy = useRef(busy);
  latestBusy.current = busy;

  // The first field when the form shows (on opening, after the Dialog's showModal); the way
  // out (the result's first button) when the form gives way to a result.
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const target = showsForm
      ? root.querySelector<HTMLElement>(FIELD)
      : root.contains(document.activeElement) && document.activeElement !== root
        ? null
        : root.querySelector<HTMLElement>("button, a[href]");
    target?.focus();
  }, [showsForm]);

  return (
    <Dialog
      labelledBy={headingId}
      onClose={() => {
        if (!latestBusy.current) onClose();
      }}
      returnFocus={returnFocus}
      className={WIDTHS[size]}
    >
      <div ref={body} className="p-6">
        <h2 id={headingId} className="text-xl font-bold break-words text-forest">
          {heading}
        </h2>
        {about === undefined || about === null ? null : (
          <div className="mt-1 break-words text-ink/80">{about}</div>
        )}
        {showsForm ? (
          <form {...form.formProps} className="mt-4 space-y-4">
            {form.message ? (
              <Alert tone="error" focusRef={form.messageRef}>
                {form.message}
              </Alert>
            ) : null}
            {children}
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Button variant="secondary" size="sm" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button
                type="submit"
                size="sm"
                variant={submitVariant}
                busy={form.busy}
                busyLabel={busyLabel}
              >
                {submitLabel}
              </Button>
            </div>
          </form>
        ) : (
          <div className="mt-4 space-y-4">{result}</div>
        )}
      </div>
    </Dialog>
  );
}

/** The buttons row of a `result` (e.g. Close after "Sent"): the same place as the form's. */
export function FormDialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-3 pt-2">{children}</div>;
}
