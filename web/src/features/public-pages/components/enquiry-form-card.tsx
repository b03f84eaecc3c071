import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card";
import type { useForm } from "#web/lib/forms/use-form";
import { FormFooter, FormSuccess, HoneypotField, NoScriptNote } from "./form-fields";

type EnquiryFormState = Pick<
  ReturnType<typeof useForm<string>>,
  "formProps" | "message" | "busy" | "done" | "reset"
>;

/**
 * The frame both public forms share: a card with its heading and intro, then either the form
 * (no-script note, the form's own fields, the honeypot, the error and submit row) or, once sent,
 * the success message with "send another".
 */
export function EnquiryFormCard({
  idPrefix,
  heading,
  intro,
  success,
  submitLabel,
  form,
  twoColumns = false,
  sectionId,
  children,
}: {
  /** Prefix of the ids inside ("contact" → contact-form-heading, contact-website…). */
  idPrefix: string;
  heading: string;
  intro: string;
  success: { heading: string; text: string; again: string };
  submitLabel: string;
  form: EnquiryFormState;
  /** Fields side by side from the md breakpoint (the partner form's many short fields). */
  twoColumns?: boolean;
  /** An id to link to the card (e.g. "#apply"). */
  sectionId?: string;
  children: ReactNode;
}) {
  const headingId = `${idPrefix}-form-heading`;
  const fullRow = twoColumns ? "md:col-span-2" : undefined;
  return (
    <Card as="section" id={sectionId} aria-labelledby={headingId} className="scroll-mt-20">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-forest sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-2 max-w-2xl text-ink/75">{intro}</p>
      <div className="mt-6">
        {form.done ? (
          <FormSuccess
            heading={success.heading}
            text={success.text}
            again={success.again}
            onAgain={form.reset}
          />
        ) : (
          <form
            {...form.formProps}
            className={`relative grid gap-5 ${twoColumns ? "md:grid-cols-2" : ""}`}
            aria-describedby={`${idPrefix}-status`}
          >
            <div className={fullRow}>
              <NoScriptNote />
            </div>
            {children}
            <HoneypotField id={`${idPrefix}-website`} />
            <div className={fullRow}>
              <FormFooter
                id={idPrefix}
                formError={form.message}
                sending={form.busy}
                label={submitLabel}
              />
            </div>
          </form>
        )}
      </div>
    </Card>
  );
}
