import type { CollectionLogItem } from "@filtercycle/contract/collections/insight";
import { type RefObject, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { FormDialog, FormDialogActions } from "#web/components/ui/form-dialog";
import { Textarea } from "#web/components/ui/inputs";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import { type FormatLocale, formatDay, formatKg } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
import { useReportCollectionProblem } from "../hooks/use-insight";
import { PROBLEM_MESSAGE_MAX_LENGTH } from "../log-constants";

const FIELDS = ["message"] as const;
type Name = (typeof FIELDS)[number];

/** "Collection of 0.620 kg at Terrace on 3 Nov 2026": the row the report is about. */
export function collectionName(
  collection: CollectionLogItem,
  t: AppTexts["collections"],
  locale: FormatLocale,
): string {
  return fill(t["problem.collection"], {
    kg: formatKg(collection.buttsKg),
    kiosk: collection.kioskLabel,
    day: formatDay(collection.date, locale),
  });
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
  const report = useReportCollectionProblem();
  const [sent, setSent] = useState(false);
  const t = useAppTexts().collections;
  const locale = useAppLanguage();
  const form = useForm<Name>({
    fields: FIELDS,
    validate: ({ message }) => ({
      message:
        message.trim() === ""
          ? t["problem.messageRequired"]
          : message.trim().length > PROBLEM_MESSAGE_MAX_LENGTH
            ? fill(t["problem.messageTooLong"], { max: PROBLEM_MESSAGE_MAX_LENGTH })
            : undefined,
    }),
    showErrors: "submit",
    summary: t["problem.summary"],
    submit: async ({ message }) => {
      await report.mutateAsync({ id: collection.id, body: { message: message.trim() } });
      setSent(true);
    },
    // A 403 (a viewer) or 409 (too late to report): the API's own words on top.
    failure: (error) => apiFailure(error, { names: { message: t["problem.messageName"] } }),
  });

  // Once sent the form gives way to the thanks; FormDialog focuses the way out.
  return (
    <FormDialog
      heading={t["problem.heading"]}
      about={collectionName(collection, t, locale)}
      form={form}
      submitLabel={t["problem.send"]}
      busyLabel={t["problem.sending"]}
      cancelLabel={t["problem.cancel"]}
      onClose={onClose}
      returnFocus={returnFocus}
      result={
        sent ? (
          <>
            <Alert tone="success">{t["problem.thanks"]}</Alert>
            <FormDialogActions>
              <Button size="sm" onClick={onClose}>
                {t["problem.close"]}
              </Button>
            </FormDialogActions>
          </>
        ) : null
      }
    >
      <Field
        label={t["problem.message"]}
        hint={fill(t["problem.messageHint"], { max: PROBLEM_MESSAGE_MAX_LENGTH })}
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
    </FormDialog>
  );
}
