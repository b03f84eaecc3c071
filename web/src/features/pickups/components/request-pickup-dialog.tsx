import { BUSINESS_TIME_ZONE, isCalendarDate, todayIn } from "@filtercycle/contract/dates";
import {
  REQUEST_REASON_LABELS,
  REQUEST_REASONS,
  type RequestReason,
} from "@filtercycle/contract/pickups/pickup-rules";
import type { PickupRequest, ServiceKiosk } from "@filtercycle/contract/pickups/pickups";
import {
  latestPreferredDate,
  PREFERRED_DATE_WINDOW_DAYS,
  preferredDateProblem,
} from "@filtercycle/contract/pickups/preferred-date";
import type { RefObject } from "react";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { DateField } from "#web/components/ui/form-fields";
import { Select, Textarea } from "#web/components/ui/inputs";
import { apiFailure } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
import { useCreatePickupRequest } from "../hooks/use-service";
import { NOTE_MAX_LENGTH, SERVICE_TEXT } from "../service-constants";

const TEXT = SERVICE_TEXT.dialog;
const FIELDS = ["reason", "preferredOn", "note"] as const;
type Name = (typeof FIELDS)[number];
const LABELS: Record<Name, string> = {
  reason: TEXT.reason,
  preferredOn: TEXT.preferred,
  note: TEXT.note,
};
const REASON_OPTIONS = REQUEST_REASONS.map((value) => ({
  value,
  label: REQUEST_REASON_LABELS[value],
}));

/** The preferred date's problem in a sentence (the contract's rule), or undefined. */
function preferredError(value: string, today: string): string | undefined {
  if (value === "") return undefined;
  if (!isCalendarDate(value)) return TEXT.preferredBad;
  const problem = preferredDateProblem(value, today);
  return problem ? TEXT.preferredProblem(problem) : undefined;
}

const isReason = (value: string): value is RequestReason =>
  (REQUEST_REASONS as readonly string[]).includes(value);

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
  const create = useCreatePickupRequest();
  const today = todayIn(BUSINESS_TIME_ZONE);
  const form = useForm<Name>({
    fields: FIELDS,
    validate: ({ reason, preferredOn, note }) => ({
      reason: isReason(reason) ? undefined : TEXT.reasonRequired,
      preferredOn: preferredError(preferredOn.trim(), today),
      note: note.trim().length > NOTE_MAX_LENGTH ? TEXT.noteTooLong(NOTE_MAX_LENGTH) : undefined,
    }),
    showErrors: "submit",
    summary: TEXT.summary,
    submit: async ({ reason, preferredOn, note }) => {
      if (!isReason(reason)) return;
      const preferred = preferredOn.trim();
      onSent(
        await create.mutateAsync({
          kioskId: kiosk.id,
          reason,
          ...(preferred === "" ? {} : { preferredOn: preferred }),
          note: note.trim(),
        }),
      );
    },
    // A 409 (the kiosk already has an open request) and any other refusal: the API's words on top.
    failure: (error) => apiFailure(error, { names: LABELS }),
  });

  return (
    <FormDialog
      heading={TEXT.heading}
      about={
        <>
          <span className="font-semibold">{kiosk.label}</span>
          {kiosk.location ? ` · ${kiosk.location}` : null}
        </>
      }
      form={form}
      submitLabel={TEXT.send}
      busyLabel={TEXT.sending}
      cancelLabel={TEXT.cancel}
      onClose={onClose}
      returnFocus={returnFocus}
    >
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
      <DateField
        label={TEXT.preferred}
        optionalText={TEXT.optional}
        hint={TEXT.preferredHint(PREFERRED_DATE_WINDOW_DAYS)}
        error={form.errorOf("preferredOn")}
        name="preferredOn"
        min={today}
        max={latestPreferredDate(today)}
      />
      <Field
        label={TEXT.note}
        optionalText={TEXT.optional}
        hint={TEXT.noteHint(NOTE_MAX_LENGTH)}
        error={form.errorOf("note")}
      >
        {(control) => <Textarea {...control} name="note" rows={3} maxLength={NOTE_MAX_LENGTH} />}
      </Field>
    </FormDialog>
  );
}
