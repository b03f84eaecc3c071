import { type FormEvent, useState } from "react";
import { API_CLIENT_TEXT, type ApiError, isApiError } from "../../../lib/api-client";
import { useFocusOnShow } from "./use-focus-on-show";

type FieldMessages<K extends string> = Partial<Record<K, string>>;

/**
 * The submit of an auth form (login, forgot, reset): check the fields, send once at a time, and
 * turn a failure into what the user sees. In order: an answer the screen knows (`handleError`
 * returns the message for the box, or true when it shows the outcome itself), the API's 400 field
 * messages on their fields, otherwise the message box with the API's own words ("unexpected
 * answer" when there are none). The box takes the focus.
 * While the request runs `busy` is true; it stays true after success, as the screen moves on.
 */
export function useAuthSubmit<K extends string>({
  form,
  send,
  fieldErrors,
  handleError,
}: {
  form: { checkAll(): boolean; showServerErrors(errors: FieldMessages<K>): boolean };
  send: () => Promise<void>;
  fieldErrors: (error: ApiError) => FieldMessages<K>;
  handleError?: (error: ApiError) => string | boolean;
}) {
  const [busy, setBusy] = useState(false);
  // A new object per failure, so focus moves to the box again when the same message repeats.
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const failureRef = useFocusOnShow<HTMLDivElement>(failure);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!form.checkAll()) return;
    setBusy(true);
    try {
      await send();
    } catch (error) {
      setBusy(false);
      if (!isApiError(error)) {
        setFailure({ message: API_CLIENT_TEXT.unexpectedAnswer });
        return;
      }
      const handled = handleError?.(error) ?? false;
      if (typeof handled === "string") {
        setFailure({ message: handled });
      } else if (handled) {
        // The screen shows the outcome its own way.
      } else if (error.status === 400 && form.showServerErrors(fieldErrors(error))) {
        // Shown on the fields.
      } else {
        // 429 ("Too many attempts… try again in N minutes"), 5xx, network: the API's own words.
        setFailure({ message: error.detail });
      }
    }
  }

  return { busy, failure, failureRef, onSubmit };
}
