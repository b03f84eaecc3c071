import { useEffect } from "react";

/** After a recorded change: empty fields for the next one (the form's state too). */
export function useClearAfterSuccess(form: {
  done: boolean;
  reset: () => void;
  formProps: { ref: { current: HTMLFormElement | null } };
}) {
  const { done, reset, formProps } = form;
  useEffect(() => {
    if (!done) return;
    formProps.ref.current?.reset();
    reset();
  }, [done, reset, formProps]);
}
