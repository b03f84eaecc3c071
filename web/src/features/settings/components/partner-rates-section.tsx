import { parseMoneyText } from "@filtercycle/contract/amount-rules";
import { partnerEarningsExample } from "@filtercycle/contract/money/partner-earnings";
import type { AdminSettings } from "@filtercycle/contract/settings/admin-settings";
import { useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { TextField } from "#web/components/ui/form-fields";
import { apiFailure, namesOf } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
import { SETTINGS_TEXT } from "../constants";
import { useUpdateSettings } from "../hooks/use-settings";

const text = SETTINGS_TEXT;
const p = text.partner;
/** Whole rupees, 1 or more, as typed ("1,200" too: the contract's one rule for money typed in). */
const wholeRupees = (value: string) => {
  const rupees = parseMoneyText(value);
  return rupees !== null && Number.isInteger(rupees) && rupees >= 1 ? rupees : null;
};
const KG = /^\d+(\.\d{1,2})?$/;
const FIELDS = ["lowPerKg", "highPerKg", "exampleKgPerMonth"] as const;

/** The /partner-program page's rate range and example (setting `partnerRates`, decision 0072). */
export function PartnerRatesSection({ settings }: { settings: AdminSettings }) {
  const headingId = useId();
  const update = useUpdateSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    fields: FIELDS,
    validate: (values) => {
      const low = wholeRupees(values.lowPerKg);
      const high = wholeRupees(values.highPerKg);
      const kg = values.exampleKgPerMonth.trim();
      return {
        lowPerKg: low !== null ? undefined : text.errors.wholeRupees,
        highPerKg:
          high === null
            ? text.errors.wholeRupees
            : low !== null && high < low
              ? text.errors.highBelowLow
              : undefined,
        exampleKgPerMonth: KG.test(kg) && Number(kg) > 0 ? undefined : text.errors.positive,
      };
    },
    showErrors: "submit",
    summary: text.errors.summary,
    submit: async (values) => {
      setSaved(false);
      await update.mutateAsync({
        partnerRates: {
          lowPerKg: wholeRupees(values.lowPerKg) ?? 0,
          highPerKg: wholeRupees(values.highPerKg) ?? 0,
          exampleKgPerMonth: Number(values.exampleKgPerMonth.trim()),
        },
      });
      setSaved(true);
    },
    failure: (error) =>
      apiFailure(error, {
        names: namesOf(FIELDS, (field) => p[field]),
        fieldOf: (field) => field.replace(/^partnerRates\./, ""),
      }),
  });
  const example = partnerEarningsExample(settings.partnerRates);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {p.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-ink/80">{p.intro}</p>
      <p className="mt-2 font-medium text-ink">
        {p.preview(example.kgPerMonth, example.ratePerKg, example.perMonth)}
      </p>
      {saved ? (
        <Alert tone="success" className="mt-3">
          {p.saved}
        </Alert>
      ) : null}
      <form {...form.formProps} className="mt-4 grid gap-4 sm:grid-cols-3" aria-label={p.heading}>
        {form.message ? (
          <Alert tone="error" focusRef={form.messageRef} className="sm:col-span-3">
            {form.message}
          </Alert>
        ) : null}
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={p[field]}
            error={form.errorOf(field)}
            name={field}
            inputMode={field === "exampleKgPerMonth" ? "decimal" : "numeric"}
            defaultValue={String(settings.partnerRates[field])}
          />
        ))}
        <div className="sm:col-span-3">
          <Button type="submit" busy={form.busy && !form.done} busyLabel={p.busy}>
            {p.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
