import { BUSINESS_TIME_ZONE, isCalendarDate, todayIn } from "@filtercycle/contract/dates";
import { REQUEST_REASONS, type RequestReason } from "@filtercycle/contract/pickups/pickup-rules";
import type { PickupRequest, ServiceKiosk } from "@filtercycle/contract/pickups/pickups";
import {
  latestPreferredDate,
  PREFERRED_DATE_WINDOW_DAYS,
} from "@filtercycle/contract/pickups/preferred-date";
import type { RefObject } from "react";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { DateField } from "#web/components/ui/form-fields";
import { Select, Textarea } from "#web/components/ui/inputs";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { type FormatLocale, formatDay } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
import { useCreatePickupRequest } from "../hooks/use-service";
import { NOTE_MAX_LENGTH } from "../service-constants";

const FIELDS = ["reason", "preferredOn", "note"] as const;
type Name = (typeof FIELDS)[number];
type Texts = AppTexts["service"];
/**
 * The preferred date's problem in a sentence, or undefined: the contract's rule
 * (`preferredDateProblem`: today at the earliest, at most PREFERRED_DATE_WINDOW_DAYS ahead) in the
 * reader's words.
 */
function preferredError(
  value: string,
  today: string,
  t: Texts,
  locale: FormatLocale,
): string | undefined {
  if (value === "") return undefined;
  if (!isCalendarDate(value)) return t["dialog.preferredBad"];
  if (value < today) return fill(t["dialog.preferredPast"], { today: formatDay(today, locale) });
  const latest = latestPreferredDate(today);
  if (value > latest)
    return fill(t["dialog.preferredLate"], {
      days: PREFERRED_DATE_WINDOW_DAYS,
      latest: formatDay(latest, locale),
    });
  return undefined;
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
  const t = useAppTexts().service;
  const locale = useAppLanguage();
  const labels: Record<Name, string> = {
    reason: t["dialog.reason"],
    preferredOn: t["dialog.preferred"],
    note: t["dialog.note"],
  };
  const reasonOptions = REQUEST_REASONS.map((value) => ({
    value,
    label: t[`requestReason.${value}`],
  }));
  const form = useForm<Name>({
    fields: FIELDS,
    validate: ({ reason, preferredOn, note }) => ({
      reason: isReason(reason) ? undefined : t["dialog.reasonRequired"],
      preferredOn: preferredError(preferredOn.trim(), today, t, locale),
      note:
        note.trim().length > NOTE_MAX_LENGTH
          ? fill(t["dialog.noteTooLong"], { max: NOTE_MAX_LENGTH })
          : undefined,
    }),
    showErrors: "submit",
    summary: t["dialog.summary"],
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
    failure: (error) => apiFailure(error, { names: labels }),
  });

  return (
    <FormDialog
      heading={t["dialog.heading"]}
      about={
        <>
          <span className="font-semibold">{kiosk.label}</span>
          {kiosk.location ? ` · ${kiosk.location}` : null}
        </>
      }
      form={form}
      submitLabel={t["dialog.send"]}
      busyLabel={t["dialog.sending"]}
      cancelLabel={t["dialog.cancel"]}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <Field label={t["dialog.reason"]} error={form.errorOf("reason")}>
        {(control) => (
          <Select
            {...control}
            name="reason"
            required
            defaultValue=""
            options={reasonOptions}
            placeholder={t["dialog.reasonPlaceholder"]}
          />
        )}
      </Field>
      <DateField
        label={t["dialog.preferred"]}
        optionalText={t["dialog.optional"]}
        hint={fill(t["dialog.preferredHint"], { days: PREFERRED_DATE_WINDOW_DAYS })}
        error={form.errorOf("preferredOn")}
        name="preferredOn"
        calendarLabel={t["dialog.calendar"]}
        min={today}
        max={latestPreferredDate(today)}
      />
      <Field
        label={t["dialog.note"]}
        optionalText={t["dialog.optional"]}
        hint={fill(t["dialog.noteHint"], { max: NOTE_MAX_LENGTH })}
        error={form.errorOf("note")}
      >
        {(control) => <Textarea {...control} name="note" rows={3} maxLength={NOTE_MAX_LENGTH} />}
      </Field>
    </FormDialog>
  );
}
