import {
  type FormEvent,
  type RefObject,
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
} from "react";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type FormValues<K extends string> = Record<K, string>;

/** How a failed submit shows: messages on fields, a message for the whole form, or neither. */
export type SubmitFailure<K extends string> =
  | { fields: FieldErrors<K> }
  | { message: string }
  /** The screen has shown the outcome its own way (e.g. "this link is no longer valid"). */
  | null;

type Outcome<K extends string> =
  | { status: "idle" }
  | { status: "done" }
  | { status: "failed"; failure: SubmitFailure<K> };

export type FormOptions<K extends string> = {
  /** The fields in the order they appear: focus goes to the first invalid one. */
  fields: readonly K[];
  /** The form's rules (the contract's zod-free rules): a message per invalid field. */
  validate: (values: FormValues<K>) => FieldErrors<K>;
  /** Sends the values; throws on failure. Runs as a React action, one at a time. */
  submit: (values: FormValues<K>) => Promise<void>;
  /** What a thrown error means for the person filling the form. */
  failure: (error: unknown) => SubmitFailure<K>;
  /**
   * When a field's message first shows.
   * - "blur": once the field is left or a submit was tried; it then follows what is typed.
   * - "submit": on submit; editing the field takes it away until the next submit.
   */
  showErrors: "blur" | "submit";
  /** A form-level message while fields are invalid (e.g. "Please correct the highlighted fields."). */
  summary?: string;
};

/**
 * The one way forms are built: uncontrolled inputs (read with FormData, so the prerendered HTML
 * needs no state), the rules checked in the browser before sending, the sending done as a React 19
 * action (`useActionState`: `busy` while it runs, one at a time), and the API's answer shown on
 * the fields or as a message.
 *
 * Focus: on a failed check, to the first invalid field after the render that marks it invalid
 * (a screen reader then reads the field with its message); a form-level message takes focus
 * when it appears (`messageRef`), again for a repeated message. A successful submit leaves the
 * form to the screen (`done`), which shows what comes next.
 *
 * The form is sent from `onSubmit` with the default prevented, not through `<form action>`:
 * React resets a form after its action, which would empty the fields after a refused submit.
 */
export function useForm<K extends string>(options: FormOptions<K>) {
  const { fields, validate, showErrors, summary } = options;
  // The latest options, for the action (created once by useActionState's first render).
  const latest = useRef(options);
  latest.current = options;

  const [outcome, dispatch, pending] = useActionState(
    async (_previous: Outcome<K>, values: FormValues<K>): Promise<Outcome<K>> => {
      try {
        await latest.current.submit(values);
        return { status: "done" };
      } catch (error) {
        return { status: "failed", failure: latest.current.failure(error) };
      }
    },
    { status: "idle" },
  );

  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues<K> | null>(null);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // Messages that stay until their field is edited: the server's, and "submit" mode's own.
  const [fixed, setFixed] = useState<FieldErrors<K>>({});
  // A new object each time, so focus moves again when the same message or field repeats. The
  // summary does not take focus: the first invalid field does.
  const [message, setMessage] = useState<{ text: string; focus: boolean } | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ name: K } | null>(null);
  const [dismissed, setDismissed] = useState<Outcome<K> | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  const live = showErrors === "blur" && values ? validate(values) : {};
  const errorOf = (name: K): string | undefined =>
    fixed[name] ?? (touched[name] || submitted ? (live as FieldErrors<K>)[name] : undefined);

  const readValues = (): FormValues<K> => {
    const data = formRef.current ? new FormData(formRef.current) : null;
    return Object.fromEntries(
      fields.map((name) => [name, String(data?.get(name) ?? "")]),
    ) as FormValues<K>;
  };

  const showFieldErrors = (errors: FieldErrors<K>): boolean => {
    const first = fields.find((name) => errors[name] !== undefined);
    if (first === undefined) return false;
    setFixed(errors);
    setFocusRequest({ name: first });
    setMessage(summary ? { text: summary, focus: false } : null);
    return true;
  };

  // The answer of the last submit, once.
  const [shownOutcome, setShownOutcome] = useState(outcome);
  if (outcome !== shownOutcome) {
    setShownOutcome(outcome);
    if (outcome.status === "failed" && outcome.failure) {
      const { failure } = outcome;
      if (!("fields" in failure)) setMessage({ text: failure.message, focus: true });
      // Messages for fields this form does not have: at least say something is wrong.
      else if (!showFieldErrors(failure.fields) && summary) {
        setMessage({ text: summary, focus: false });
      }
    }
  }

  useEffect(() => {
    if (!focusRequest) return;
    const control = formRef.current?.elements.namedItem(focusRequest.name);
    if (control instanceof HTMLElement) control.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (message?.focus) messageRef.current?.focus();
  }, [message]);

  // A blur caused by pressing the pointer elsewhere shows its message only after that click:
  // shown at once, the message would push the button under the pointer down before the button
  // is released, and the click would be lost.
  const pointerDown = useRef(false);
  const blurredDuringPress = useRef<K[]>([]);
  useEffect(() => {
    if (showErrors !== "blur") return;
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
          ...Object.fromEntries(names.map((name) => [name, true])),
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
  }, [showErrors]);

  const fieldName = (target: EventTarget): K | undefined => {
    const name = (target as { name?: unknown }).name;
    return typeof name === "string" && (fields as readonly string[]).includes(name)
      ? (name as K)
      : undefined;
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = fieldName(event.target);
    if (name === undefined) return;
    if (showErrors === "blur") setValues(readValues());
    if (fixed[name] !== undefined) setFixed((current) => ({ ...current, [name]: undefined }));
  };

  const onBlur = (event: FormEvent<HTMLFormElement>) => {
    if (showErrors !== "blur") return;
    const name = fieldName(event.target);
    if (name === undefined || touched[name]) return;
    setValues(readValues());
    if (pointerDown.current) blurredDuringPress.current.push(name);
    else setTouched((current) => ({ ...current, [name]: true }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setMessage(null);
    const current = readValues();
    const errors = validate(current);
    setValues(current);
    setSubmitted(true);
    if (showErrors === "submit") {
      if (showFieldErrors(errors)) return;
      setFixed({});
    } else {
      setFixed({});
      const first = fields.find((name) => errors[name] !== undefined);
      if (first !== undefined) {
        setFocusRequest({ name: first });
        if (summary) setMessage({ text: summary, focus: false });
        return;
      }
    }
    startTransition(() => dispatch(current));
  };

  const done = outcome.status === "done" && outcome !== dismissed;

  return {
    /** Spread on the `<form>`. */
    formProps: {
      ref: formRef as RefObject<HTMLFormElement | null>,
      noValidate: true,
      onSubmit,
      onInput,
      onBlur,
    },
    /** A field's message, if it shows one now. */
    errorOf,
    /** The form-level message (a failure, or the summary), with the ref that focuses it. */
    message: message?.text ?? null,
    messageRef,
    /** The submit is running (and after a success, until the screen moves on). */
    busy: pending || done,
    /** The last submit succeeded (until `reset`). */
    done,
    /** Back to an empty form after a success ("send another"). */
    reset: () => {
      setDismissed(outcome);
      setValues(null);
      setTouched({});
      setSubmitted(false);
      setFixed({});
      setMessage(null);
    },
  };
}
