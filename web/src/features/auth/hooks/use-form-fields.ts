import { type ChangeEvent, useCallback, useEffect, useRef, useState } from "react";

type Errors<K extends string> = Partial<Record<K, string | undefined>>;

/**
 * The state of a small form whose fields validate on blur and on submit.
 *
 * - A field's message shows once the field was left (blur) or a submit was tried, and then
 *   follows what the user types; a message the server sent for a field shows until that field
 *   changes.
 * - `checkAll()` (on submit) returns whether the form is valid; when it is not, focus moves to
 *   the first invalid field in field order, after the render that marks it invalid, so a
 *   screen reader reads the field with its message.
 * - A blur caused by pressing the mouse elsewhere shows its message only after that click:
 *   shown at once, the message would push the button or link under the pointer down before the
 *   button is released, and the click would be lost.
 */
export function useFormFields<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => Errors<K>,
) {
  const [order] = useState(() => Object.keys(initial) as K[]);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors<K>>({});
  const [focusRequest, setFocusRequest] = useState<{ name: K } | null>(null);
  const inputs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});

  const clientErrors = validate(values);
  const errorOf = (name: K): string | undefined =>
    serverErrors[name] ?? (touched[name] || submitted ? clientErrors[name] : undefined);

  useEffect(() => {
    if (focusRequest) inputs.current[focusRequest.name]?.focus();
  }, [focusRequest]);

  const pointerDown = useRef(false);
  const blurredDuringPress = useRef<K[]>([]);
  useEffect(() => {
    const onDown = () => {
      pointerDown.current = true;
    };
    const onUp = () => {
      pointerDown.current = false;
      const names = blurredDuringPress.current.splice(0);
      if (names.length === 0) return;
      // After the click this release produces has been handled.
      setTimeout(() => {
        setTouched((current) => ({
          ...current,
          ...Object.fromEntries(names.map((n) => [n, true])),
        }));
      }, 0);
    };
    document.addEventListener("pointerdown", onDown, true);
    document.addEventListener("pointerup", onUp, true);
    document.addEventListener("pointercancel", onUp, true);
    return () => {
      document.removeEventListener("pointerdown", onDown, true);
      document.removeEventListener("pointerup", onUp, true);
      document.removeEventListener("pointercancel", onUp, true);
    };
  }, []);

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => ({ ...current, [name]: undefined }));
    },
    onBlur: () => {
      if (pointerDown.current) blurredDuringPress.current.push(name);
      else setTouched((current) => ({ ...current, [name]: true }));
    },
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  const checkAll = (): boolean => {
    setSubmitted(true);
    const firstInvalid = order.find((name) => clientErrors[name] !== undefined);
    if (firstInvalid === undefined) return true;
    setFocusRequest({ name: firstInvalid });
    return false;
  };

  /** Shows the server's messages on their fields and focuses the first; false if none applied. */
  const showServerErrors = useCallback(
    (errors: Errors<K>): boolean => {
      const firstInvalid = order.find((name) => errors[name] !== undefined);
      if (firstInvalid === undefined) return false;
      setServerErrors(errors);
      setFocusRequest({ name: firstInvalid });
      return true;
    },
    [order],
  );

  return { values, field, checkAll, showServerErrors };
}
