import type { CollectionLogItem } from "@filtercycle/contract/insight";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { Textarea } from "#web/components/ui/inputs";
import { formatDay, formatKg } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import type { SubmitFailure } from "#web/lib/forms/use-form";
import { useForm } from "#web/lib/forms/use-form";
import { useReportCollectionProblem } from "../hooks/use-insight";
import { PROBLEM_MESSAGE_MAX_LENGTH, PROBLEM_TEXT } from "../log-constants";

const TEXT = PROBLEM_TEXT;
const FIELDS = ["message"] as const;
type Name = (typeof FIELDS)[number];

/** "Collection of 0.620 kg at Terrace on 3 Nov 2026": the row the report is about. */
export function collectionName(collection: CollectionLogItem): string {
  return TEXT.collection(
    formatKg(collection.buttsKg),
    collection.kioskLabel,
    formatDay(collection.date),
  );
}

/**
 * The API's field message is a predicate ("must be at most 2000 characters"): shown under the
 * field as a sentence. A 403 (a viewer) or 409 (too late to report) shows the API's own words.
 */
function reportFailure(error: unknown): SubmitFailure<Name> {
  const failure = apiFailure(error, FIELDS);
  if (!failure || !("fields" in failure)) return failure;
  const message = failure.fields.message;
  if (message === undefined) return failure;
  const text = /^[a-z]/.test(message) ? `The message ${message}` : message;
  return { fields: { message: /[.!?]$/.test(text) ? text : `${text}.` } };
}

/**
 * "Report a problem" with one collection: names it, asks what is wrong (required, at most 2000
 * characters), sends it. Once sent it thanks the reporter; the row then shows "Reported on …".
 */
export function ReportProblemDialog({
  collection,
  onClose,
  returnFocus,
}: {
  collection: CollectionLogItem;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const headingId = useId();
  const report = useReportCollectionProblem();
  const [sent, setSent] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const form = useForm<Name>({
    fields: FIELDS,
    validate: ({ message }) => ({
      message:
        message.trim() === ""
          ? TEXT.messageRequired
          : message.trim().length > PROBLEM_MESSAGE_MAX_LENGTH
            ? TEXT.messageTooLong(PROBLEM_MESSAGE_MAX_LENGTH)
            : undefined,
    }),
    showErrors: "submit",
    summary: TEXT.summary,
    submit: async ({ message }) => {
      await report.mutateAsync({ id: collection.id, body: { message: message.trim() } });
      setSent(true);
    },
    failure: reportFailure,
  });
  // The form is gone once sent: focus goes to the way out, the thanks being announced.
  useEffect(() => {
    if (sent) closeButton.current?.focus();
  }, [sent]);

  return (
    <Dialog
      labelledBy={headingId}
      onClose={onClose}
      returnFocus={returnFocus}
      className="w-[min(30rem,calc(100vw-2rem))]"
    >
      <div className="p-6">
        <h2 id={headingId} className="text-xl font-bold text-forest">
          {TEXT.heading}
        </h2>
        <p className="mt-1 break-words text-ink/80">{collectionName(collection)}</p>
        {sent ? (
          <div className="mt-4 space-y-4">
            <Alert tone="success">{TEXT.thanks}</Alert>
            <Button ref={closeButton} onClick={onClose}>
              {TEXT.close}
            </Button>
          </div>
        ) : (
          <form {...form.formProps} className="mt-4 space-y-4">
            {form.message ? (
              <Alert tone="error" focusRef={form.messageRef}>
                {form.message}
              </Alert>
            ) : null}
            <Field
              label={TEXT.message}
              hint={TEXT.messageHint(PROBLEM_MESSAGE_MAX_LENGTH)}
              error={form.errorOf("message")}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="message"
                  rows={4}
                  required
                  maxLength={PROBLEM_MESSAGE_MAX_LENGTH}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-3 pt-2">
              <Button type="submit" busy={form.busy} busyLabel={TEXT.sending}>
                {TEXT.send}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                {TEXT.cancel}
              </Button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
