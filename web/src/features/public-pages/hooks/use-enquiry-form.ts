import { type FormEvent, useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { FORM_TEXT } from "../content/forms";
import type { FieldErrors } from "../utils/validate-enquiry";

type Status = "editing" | "sending" | "sent";

/**
 * State of a public form: field errors (from the browser's checks, or from the API's 400), a
 * form-level error (429, network, server) and the sent state. The inputs keep their own values
 * (uncontrolled, read with FormData on submit), which keeps this code, sent with the page, small.
 * On a failed check, focus goes to the first invalid field (the thank-you message focuses itself).
 */
export function useEnquiryForm<V extends Record<string, string>>(options: {
  validate: (values: V) => FieldErrors<V>;
  send: (values: V) => Promise<void>;
  /** The order fields appear in, for focusing the first invalid one. */
  fieldOrder: readonly (keyof V & string)[];
  idPrefix: string;
}) {
  const { validate, send, fieldOrder, idPrefix } = options;
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("editing");

  const showErrors = (found: FieldErrors<V>) => {
    setErrors(found);
    setFormError(FORM_TEXT.errorSummary);
    const first = fieldOrder.find((name) => found[name]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  /** A field's message goes as soon as it is edited; the next submit checks it again. */
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as keyof V;
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    setFormError(null);
    const values = Object.fromEntries(new FormData(event.currentTarget)) as V;
    const found = validate(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setStatus("sending");
    try {
      await send(values);
      setStatus("sent");
    } catch (error) {
      setStatus("editing");
      if (!isApiError(error)) {
        setFormError(FORM_TEXT.serverError);
      } else if (error.status === 400 && error.errors.length > 0) {
        showErrors(
          Object.fromEntries(error.errors.map((e) => [e.field, e.message])) as FieldErrors<V>,
        );
      } else if (error.status === 429) {
        // The API says how long to wait.
        setFormError(error.detail);
      } else {
        // Status 0 is the API client's "could not reach the server".
        setFormError(error.status === 0 ? FORM_TEXT.networkError : FORM_TEXT.serverError);
      }
    }
  }

  const reset = () => {
    setStatus("editing");
    setErrors({});
    setFormError(null);
  };

  return { errors, formError, status, onSubmit, onInput, reset };
}
