import { useEffect, useRef } from "react";

/**
 * After a recorded change, for the next one: the form's fields emptied (but those named in
 * `keep`, e.g. the customer code a clerk records several entries for) and its state too, then
 * `afterwards` (a screen's own state that follows a field).
 */
export function useClearAfterSuccess(
  form: {
    done: boolean;
    reset: () => void;
    formProps: { ref: { current: HTMLFormElement | null } };
  },
  { keep = [], afterwards }: { keep?: readonly string[]; afterwards?: () => void } = {},
) {
  const { done, reset, formProps } = form;
  // The latest options, so that a new `afterwards` on each render does not run the effect again.
  const latest = useRef({ keep, afterwards });
  latest.current = { keep, afterwards };
  useEffect(() => {
    if (!done) return;
    const element = formProps.ref.current;
    const inputOf = (name: string) =>
      element?.elements.namedItem(name) as HTMLInputElement | null | undefined;
    const kept = latest.current.keep.map((name) => [name, inputOf(name)?.value] as const);
    element?.reset();
    for (const [name, value] of kept) {
      const input = inputOf(name);
      if (input && value !== undefined) input.value = value;
    }
    reset();
    latest.current.afterwards?.();
  }, [done, reset, formProps]);
}
