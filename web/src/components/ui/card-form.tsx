import { type ReactNode, useId } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { Card } from "./card";
import type { FormDialogForm } from "./form-dialog";

/**
 * A console form that records one thing at a time on its own card (a payout, an adjustment, a
 * bag's intake, a batch, a product lot): its heading, what the last submit recorded (`done`),
 * then the form on two columns from `sm` with ONE error area at its top (`form.message`, as in
 * FormDialog) and the submit below the fields. Fields that take a whole row say so themselves
 * (`className="sm:col-span-2"`).
 *
 * `level` 2 for a form that is a page's own section, 3 for one under a section's heading.
 */
export function CardForm({
  text,
  level = 2,
  done,
  form,
  children,
}: {
  /** The form's heading, its submit's label and what the submit says while busy. */
  text: { heading: string; submit: string; busy: string };
  level?: 2 | 3;
  done: string | null;
  form: FormDialogForm;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading
        id={headingId}
        className={level === 2 ? "text-xl font-bold text-forest" : "text-lg font-bold text-forest"}
      >
        {text.heading}
      </Heading>
      {done ? (
        <Alert tone="success" className="mt-4">
          {done}
        </Alert>
      ) : null}
      <form {...form.formProps} className="mt-4 grid gap-4 sm:grid-cols-2">
        {form.message ? (
          <Alert tone="error" focusRef={form.messageRef} className="sm:col-span-2">
            {form.message}
          </Alert>
        ) : null}
        {children}
        <div className="sm:col-span-2">
          <Button type="submit" busy={form.busy} busyLabel={text.busy}>
            {text.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
