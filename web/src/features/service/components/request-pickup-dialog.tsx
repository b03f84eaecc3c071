import {
  REQUEST_REASON_LABELS,
  REQUEST_REASONS,
  type RequestReason,
} from "@filtercycle/contract/pickup-rules";
import type { PickupRequest, ServiceKiosk } from "@filtercycle/contract/pickups";
import { type RefObject, useId } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { Select, Textarea } from "#web/components/ui/inputs";
import { apiFailure } from "#web/lib/forms/api-failure";
import { type FieldErrors, type SubmitFailure, useForm } from "#web/lib/forms/use-form";
import { NOTE_MAX_LENGTH, SERVICE_TEXT } from "../constants";
import { useCreatePickupRequest } from "../hooks/use-service";

const TEXT = SERVICE_TEXT.dialog;
const FIELDS = ["reason", "note"] as const;
type Name = (typeof FIELDS)[number];
const LABELS: Record<Name, string> = { reason: TEXT.reason, note: TEXT.note };
const REASON_OPTIONS = REQUEST_REASONS.map((value) => ({
  value,
  label: REQUEST_REASON_LABELS[value],
}));

const isReason = (value: string): value is RequestReason =>
  (REQUEST_REASONS as readonly string[]).includes(value);

/**
 * The API's field messages are predicates ("must be 500 characters or fewer"): shown under the
 * field as a sentence that names it. A 409 (the kiosk already has an open request) and any other
 * refusal show the API's own words at the top of the dialog.
 */
function requestFailure(error: unknown): SubmitFailure<Name> {
  const failure = apiFailure(error, FIELDS);
  if (!failure || !("fields" in failure)) return failure;
  const fields: FieldErrors<Name> = {};
  for (const name of FIELDS) {
    const message = failure.fields[name];
    if (message === undefined) continue;
    const text = /^[a-z]/.test(message) ? `${LABELS[name]} ${message}` : message;
    fields[name] = /[.!?]$/.test(text) ? text : `${text}.`;
  }
  return { fields };
}

/**
 * "Request a pickup" for one kiosk: a reason (the contract's labels), an optional note, Send.
 * `onSent` gets the new request (the kiosk then shows its status); the dialog stays open with
 * the API's message when the request is refused.
 */
export function RequestPickupDialog({
  kiosk,
  onClose,
  onSent,
  returnFocus,
}: {
  kiosk: ServiceKiosk;
  onClose: () => void;
  onSent: (request: PickupRequest) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const headingId = useId();
  const create = useCreatePickupRequest();
  const form = useForm<Name>({
    fields: FIELDS,
    validate: ({ reason, note }) => ({
      reason: isReason(reason) ? undefined : TEXT.reasonRequired,
      note: note.trim().length > NOTE_MAX_LENGTH ? TEXT.noteTooLong(NOTE_MAX_LENGTH) : undefined,
    }),
    showErrors: "submit",
    summary: TEXT.summary,
    submit: async ({ reason, note }) => {
      if (!isReason(reason)) return;
      onSent(await create.mutateAsync({ kioskId: kiosk.id, reason, note: note.trim() }));
    },
    failure: requestFailure,
  });

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
        <p className="mt-1 break-words text-ink/80">
          <span className="font-semibold">{kiosk.label}</span>
          {kiosk.location ? ` · ${kiosk.location}` : null}
        </p>
        <form {...form.formProps} className="mt-4 space-y-4">
          {form.message ? (
            <Alert tone="error" focusRef={form.messageRef}>
              {form.message}
            </Alert>
          ) : null}
          <Field label={TEXT.reason} error={form.errorOf("reason")}>
            {(control) => (
              <Select
                {...control}
                name="reason"
                required
                defaultValue=""
                options={REASON_OPTIONS}
                placeholder={TEXT.reasonPlaceholder}
              />
            )}
          </Field>
          <Field
            label={TEXT.note}
            optionalText={TEXT.optional}
            hint={TEXT.noteHint(NOTE_MAX_LENGTH)}
            error={form.errorOf("note")}
          >
            {(control) => (
              <Textarea {...control} name="note" rows={3} maxLength={NOTE_MAX_LENGTH} />
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
      </div>
    </Dialog>
  );
}
