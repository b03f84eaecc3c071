import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { cx } from "./cx";

/**
 * A modal dialog on the native `<dialog>` opened with `showModal()`: the browser keeps focus
 * inside and makes the page behind inert. It is open while it is mounted; the parent unmounts it
 * in `onClose`, which Escape, a click on the backdrop and the content's own Close button call.
 * On opening, focus goes to `initialFocus` (else the browser's choice: the first control); on
 * closing, back to `returnFocus` (else the element that had focus before it opened), and the
 * page behind does not scroll meanwhile.
 *
 * Safe under StrictMode, which mounts, unmounts and mounts again: the unmount's `close()` fires
 * the dialog's `close` event (at once in some DOMs, a task later in browsers), and a dialog that
 * took that event as "the user closed it" would call `onClose` and never be seen. So `onClose`
 * is called by the user's actions, and the `close` event only counts when the dialog closed
 * without this component closing it (the browser closing it on its own, e.g. Android's back
 * gesture) and is still closed.
 */
export function Dialog({
  labelledBy,
  onClose,
  initialFocus,
  returnFocus,
  className,
  children,
}: {
  /** The id of the dialog's heading, its accessible name. */
  labelledBy: string;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closingItself = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closingItself.current = false;
    if (!element.open) element.showModal();
    initialFocus?.current?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previousOverflow;
      closingItself.current = true;
      if (element.open) element.close();
      // After close(): while the dialog is modal, nothing outside it can take focus.
      const target = returnFocus?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [initialFocus, returnFocus]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      onClose={(event) => {
        if (closingItself.current || event.currentTarget.open) return;
        onClose();
      }}
      // Escape is handled here rather than left to the browser's "cancel": one path in every
      // browser (and in the test DOM), and a close that cannot be refused by a second press.
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cx(
        "m-auto max-w-none rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/70",
        className,
      )}
    >
      {children}
    </dialog>
  );
}
