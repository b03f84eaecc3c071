import { parseMoneyText } from "@filtercycle/contract/amount-rules";
import { addDays } from "@filtercycle/contract/dates";
import type { ImpactFactorKey } from "@filtercycle/contract/impact/impact-factors";
import { methodDates, methodLabel } from "@filtercycle/contract/impact/impact-methods";
import type {
  AdminSettings,
  FactorChange,
  FactorChangePreview,
  FactorVersion,
} from "@filtercycle/contract/settings/admin-settings";
import { useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { DateField, TextField } from "#web/components/ui/form-fields";
import { PageHeader } from "#web/components/ui/page-header";
import { type Column, Table } from "#web/components/ui/table";
import { formatDay, formatNumber } from "#web/lib/format";
import { apiFailure, namesOf } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
import { previewFactorChange } from "../api/preview-factor-change";
import { FACTOR_KEYS, FACTOR_LABELS, SETTINGS_TEXT } from "../constants";
import { useSettings, useUpdateSettings } from "../hooks/use-settings";
import { PartnerRatesSection } from "./partner-rates-section";

const text = SETTINGS_TEXT;
const NUMBER = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

const numberError = (value: string) =>
  value.trim() === ""
    ? text.errors.required
    : NUMBER.test(value.trim())
      ? undefined
      : text.errors.number;
const requiredError = (value: string) => (value.trim() === "" ? text.errors.required : undefined);

/** /admin/settings: impact factors with effective dates and their history, and the rest. */
export function SettingsPage() {
  const settings = useSettings();
  return (
    <div className="space-y-8">
      <PageHeader heading={text.heading} intro={text.intro} />
      {settings.isPending ? (
        <p className="text-ink/75">{text.loading}</p>
      ) : settings.isError ? (
        <Alert tone="error">
          {text.failed} {settings.error.message}
        </Alert>
      ) : (
        <>
          <ImpactFactorsSection settings={settings.data} />
          <FactorHistorySection versions={settings.data.factorVersions} />
          <GeneralSettingsSection settings={settings.data} />
          <PartnerRatesSection settings={settings.data} />
        </>
      )}
    </div>
  );
}

type FactorField = "effectiveFrom" | `${ImpactFactorKey}.value` | `${ImpactFactorKey}.source`;
const FACTOR_FIELDS: FactorField[] = [
  "effectiveFrom",
  ...FACTOR_KEYS.flatMap((key) => [`${key}.value`, `${key}.source`] as const),
];

function ImpactFactorsSection({ settings }: { settings: AdminSettings }) {
  const headingId = useId();
  const update = useUpdateSettings();
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const confirm = async () => {
    if (!pending) return;
    setConfirmError(null);
    try {
      await update.mutateAsync({ impactFactors: pending.impactFactors, confirmRestatement: true });
      setSaved(text.factors.saved(formatDay(pending.impactFactors.effectiveFrom)));
      setPending(null);
    } catch (error) {
      setConfirmError(error instanceof Error ? error.message : String(error));
    }
  };
  const form = useForm<FactorField>({
    fields: FACTOR_FIELDS,
    validate: (values) => ({
      effectiveFrom: values.effectiveFrom ? undefined : text.errors.date,
      ...Object.fromEntries(
        FACTOR_KEYS.flatMap((key) => [
          [`${key}.value`, numberError(values[`${key}.value`])],
          [`${key}.source`, requiredError(values[`${key}.source`])],
        ]),
      ),
    }),
    showErrors: "submit",
    summary: text.errors.summary,
    submit: async (values) => {
      setSaved(null);
      const factors = Object.fromEntries(
        FACTOR_KEYS.map((key) => [
          key,
          { value: Number(values[`${key}.value`].trim()), source: values[`${key}.source`].trim() },
        ]),
      ) as Record<ImpactFactorKey, { value: number; source: string }>;
      const impactFactors = { effectiveFrom: values.effectiveFrom, ...factors };
      // A back-dated version may restate recorded figures: show what, and save only on confirm.
      const preview = await previewFactorChange(impactFactors);
      if (preview.businesses.length + preview.certificates.length > 0) {
        setPending({ impactFactors, preview });
        return;
      }
      await update.mutateAsync({ impactFactors });
      setSaved(text.factors.saved(formatDay(values.effectiveFrom)));
    },
    failure: (error) =>
      apiFailure(error, {
        names: namesOf(FACTOR_FIELDS, (field) =>
          field === "effectiveFrom"
            ? text.factors.effectiveFrom
            : `${FACTOR_LABELS[field.split(".")[0] as ImpactFactorKey].name}: ${field.endsWith(".value") ? text.factors.value : text.factors.source}`,
        ),
        fieldOf: (field) => field.replace(/^impactFactors\./, ""),
      }),
  });

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {text.factors.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-ink/80">{text.factors.intro}</p>
      <p className="mt-2 font-medium text-ink">
        {settings.factorsEffectiveFrom
          ? text.factors.inForceSince(formatDay(settings.factorsEffectiveFrom))
          : text.factors.defaults}
      </p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        {FACTOR_KEYS.map((key) => (
          <div key={key} className="rounded-lg bg-cream p-3">
            <dt className="font-semibold text-forest">{FACTOR_LABELS[key].name}</dt>
            <dd>
              {settings.impactFactors[key].value} {FACTOR_LABELS[key].unit}
            </dd>
            <dd className="mt-1 text-ink/70">{settings.impactFactors[key].source}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-6 text-lg font-semibold text-forest">{text.factors.newVersion}</h3>
      {saved ? (
        <Alert tone="success" className="mt-3">
          {saved}
        </Alert>
      ) : null}
      <form {...form.formProps} className="mt-3 space-y-4" aria-label={text.factors.newVersion}>
        {form.message ? (
          <Alert tone="error" focusRef={form.messageRef}>
            {form.message}
          </Alert>
        ) : null}
        <DateField
          label={text.factors.effectiveFrom}
          hint={text.factors.effectiveFromHint}
          error={form.errorOf("effectiveFrom")}
          className="max-w-xs"
          name="effectiveFrom"
        />
        {FACTOR_KEYS.map((key) => (
          <fieldset key={key} className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <legend className="mb-1 font-semibold text-ink">
              {FACTOR_LABELS[key].name} ({FACTOR_LABELS[key].unit})
            </legend>
            <TextField
              label={`${FACTOR_LABELS[key].name}: ${text.factors.value}`}
              error={form.errorOf(`${key}.value`)}
              name={`${key}.value`}
              inputMode="decimal"
              defaultValue={String(settings.impactFactors[key].value)}
            />
            <TextField
              label={`${FACTOR_LABELS[key].name}: ${text.factors.source}`}
              error={form.errorOf(`${key}.source`)}
              name={`${key}.source`}
              defaultValue={settings.impactFactors[key].source}
            />
          </fieldset>
        ))}
        <Button type="submit" busy={form.busy && !form.done} busyLabel={text.factors.busy}>
          {text.factors.submit}
        </Button>
      </form>
      {pending ? (
        <RestatementPreview
          preview={pending.preview}
          busy={update.isPending}
          error={confirmError}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </Card>
  );
}

type PendingChange = { impactFactors: FactorChange; preview: FactorChangePreview };

const FIGURES = [
  ["toxicWasteKg", "Toxic waste", "kg"],
  ["microplasticKg", "Microplastic", "kg"],
  ["waterLitres", "Water protected", "litres"],
] as const;

/** "Water protected 10,00,000 → 8,00,000 litres" for each figure that changes. */
function changes(before: Record<string, number>, after: Record<string, number>): string {
  return FIGURES.filter(([key]) => before[key] !== after[key])
    .map(
      ([key, name, unit]) =>
        `${name} ${formatNumber(before[key] ?? 0)} → ${formatNumber(after[key] ?? 0)} ${unit}`,
    )
    .join("; ");
}

/** What a back-dated version restates (issue 25): businesses, periods and certificates. */
function RestatementPreview({
  preview,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  preview: FactorChangePreview;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const r = text.restatement;
  const days = preview.restatedDays;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-lg border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {r.heading}
      </h3>
      {days ? (
        <p className="mt-2 max-w-3xl text-ink/80">
          {r.intro(
            formatDay(days.startDate),
            formatDay(days.endDate),
            preview.businesses.length,
            preview.certificates.length,
          )}
        </p>
      ) : null}
      {preview.businesses.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold text-forest">{r.businessesCaption}</h4>
          <ul className="mt-2 space-y-2" aria-label={r.businessesCaption}>
            {preview.businesses.map((business) => (
              <li key={business.customerCode} className="break-words">
                <strong>
                  {business.businessName} ({business.customerCode})
                </strong>
                <ul className="ml-4 list-disc">
                  {business.periods.map((period) => (
                    <li key={period.startDate ?? "till-date"}>
                      {period.startDate
                        ? r.range(formatDay(period.startDate), formatDay(period.endDate))
                        : r.tillDate(formatDay(period.endDate))}
                      : {changes(period.before, period.after)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {preview.certificates.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold text-forest">{r.certificatesCaption}</h4>
          <ul className="mt-2 space-y-1" aria-label={r.certificatesCaption}>
            {preview.certificates.map((certificate) => (
              <li key={certificate.number} className="break-words">
                <strong>{certificate.number}</strong> ({certificate.businessName}):{" "}
                {certificate.figures
                  .map(
                    (f) =>
                      `${f.label} ${formatNumber(f.before)} → ${formatNumber(f.after)} ${f.unit}`,
                  )
                  .join("; ")}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="button" onClick={onConfirm} busy={busy} busyLabel={r.busy}>
          {r.confirm}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {r.cancel}
        </Button>
      </div>
    </section>
  );
}

/**
 * Each version with its name and dates as the public method page and the dashboard write them
 * (contract impact-methods.ts): it runs to the day before the next (newer) one starts.
 */
function methodNameOf(versions: FactorVersion[], index: number) {
  const version = versions[index] as FactorVersion;
  const newer = versions[index - 1];
  const dated = {
    effectiveFrom: version.effectiveFrom,
    effectiveTo: newer ? addDays(newer.effectiveFrom, -1) : null,
  };
  return { label: methodLabel(dated), dates: methodDates(dated) };
}

function FactorHistorySection({ versions }: { versions: FactorVersion[] }) {
  const headingId = useId();
  const names = new Map(versions.map((v, index) => [v, methodNameOf(versions, index)]));
  const columns: Column<FactorVersion>[] = [
    {
      key: "method",
      header: text.history.method,
      cell: (v) => (
        <>
          <span className="block">{names.get(v)?.label}</span>
          <span className="block text-sm font-normal text-ink/75">{names.get(v)?.dates}</span>
        </>
      ),
      rowHeader: true,
    },
    ...FACTOR_KEYS.map((key) => ({
      key,
      header: FACTOR_LABELS[key].name,
      align: "end" as const,
      cell: (v: FactorVersion) => <span title={v.factors[key].source}>{v.factors[key].value}</span>,
    })),
    { key: "by", header: text.history.setBy, cell: (v) => v.createdBy ?? "" },
  ];
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {text.history.heading}
      </h2>
      <Table
        wide
        className="mt-3"
        caption={text.history.caption}
        captionHidden
        columns={columns}
        rows={versions}
        rowKey={(v) => v.effectiveFrom}
        empty={text.history.empty}
      />
    </Card>
  );
}

const GENERAL_FIELDS = [
  "unskilledEmployment",
  "stayAtHomeMothers",
  "redemptionFormUrl",
  "payoutThreshold",
  "buttsPerKgEstimate",
  "largestKioskCapacityKg",
  "custodyTolerancePercent",
] as const;

function GeneralSettingsSection({ settings }: { settings: AdminSettings }) {
  const headingId = useId();
  const update = useUpdateSettings();
  const [saved, setSaved] = useState(false);
  const g = text.general;
  const form = useForm({
    fields: GENERAL_FIELDS,
    validate: (values) => ({
      unskilledEmployment: WHOLE.test(values.unskilledEmployment.trim())
        ? undefined
        : text.errors.wholeNumber,
      stayAtHomeMothers: WHOLE.test(values.stayAtHomeMothers.trim())
        ? undefined
        : text.errors.wholeNumber,
      redemptionFormUrl:
        values.redemptionFormUrl.trim() === "" ||
        /^https?:\/\/\S+$/.test(values.redemptionFormUrl.trim())
          ? undefined
          : text.errors.url,
      payoutThreshold:
        values.payoutThreshold.trim() === ""
          ? text.errors.required
          : (parseMoneyText(values.payoutThreshold) ?? -1) >= 0
            ? undefined
            : text.errors.rupees,
      buttsPerKgEstimate:
        numberError(values.buttsPerKgEstimate) ??
        (Number(values.buttsPerKgEstimate) > 0 ? undefined : text.errors.positive),
      largestKioskCapacityKg:
        numberError(values.largestKioskCapacityKg) ??
        (Number(values.largestKioskCapacityKg) > 0 ? undefined : text.errors.positive),
      custodyTolerancePercent:
        numberError(values.custodyTolerancePercent) ??
        (Number(values.custodyTolerancePercent) <= 100 ? undefined : text.errors.percent),
    }),
    showErrors: "submit",
    summary: text.errors.summary,
    submit: async (values) => {
      setSaved(false);
      await update.mutateAsync({
        socialImpact: {
          unskilledEmployment: Number(values.unskilledEmployment.trim()),
          stayAtHomeMothers: Number(values.stayAtHomeMothers.trim()),
        },
        redemptionFormUrl: values.redemptionFormUrl.trim(),
        payoutThreshold: parseMoneyText(values.payoutThreshold) ?? 0,
        buttsPerKgEstimate: Number(values.buttsPerKgEstimate.trim()),
        largestKioskCapacityKg: Number(values.largestKioskCapacityKg.trim()),
        custodyTolerancePercent: Number(values.custodyTolerancePercent.trim()),
      });
      setSaved(true);
    },
    failure: (error) =>
      apiFailure(error, {
        names: namesOf(GENERAL_FIELDS, (field) => g[field]),
        fieldOf: (field) => field.replace(/^socialImpact\./, ""),
      }),
  });

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {g.heading}
      </h2>
      {saved ? (
        <Alert tone="success" className="mt-3">
          {g.saved}
        </Alert>
      ) : null}
      <form {...form.formProps} className="mt-4 grid gap-4 sm:grid-cols-2" aria-label={g.heading}>
        {form.message ? (
          <Alert tone="error" focusRef={form.messageRef} className="sm:col-span-2">
            {form.message}
          </Alert>
        ) : null}
        <TextField
          label={g.unskilledEmployment}
          error={form.errorOf("unskilledEmployment")}
          name="unskilledEmployment"
          inputMode="numeric"
          defaultValue={String(settings.socialImpact.unskilledEmployment)}
        />
        <TextField
          label={g.stayAtHomeMothers}
          error={form.errorOf("stayAtHomeMothers")}
          name="stayAtHomeMothers"
          inputMode="numeric"
          defaultValue={String(settings.socialImpact.stayAtHomeMothers)}
        />
        <TextField
          label={g.redemptionFormUrl}
          hint={g.redemptionHint}
          error={form.errorOf("redemptionFormUrl")}
          className="sm:col-span-2"
          type="url"
          name="redemptionFormUrl"
          defaultValue={settings.redemptionFormUrl ?? ""}
        />
        <TextField
          label={g.payoutThreshold}
          hint={g.payoutThresholdHint}
          error={form.errorOf("payoutThreshold")}
          name="payoutThreshold"
          inputMode="decimal"
          defaultValue={String(settings.payoutThreshold)}
        />
        <TextField
          label={g.buttsPerKgEstimate}
          hint={g.buttsPerKgHint}
          error={form.errorOf("buttsPerKgEstimate")}
          name="buttsPerKgEstimate"
          inputMode="decimal"
          defaultValue={String(settings.buttsPerKgEstimate)}
        />
        <TextField
          label={g.largestKioskCapacityKg}
          hint={g.largestKioskHint}
          error={form.errorOf("largestKioskCapacityKg")}
          name="largestKioskCapacityKg"
          inputMode="decimal"
          defaultValue={String(settings.largestKioskCapacityKg)}
        />
        <TextField
          label={g.custodyTolerancePercent}
          hint={g.custodyToleranceHint}
          error={form.errorOf("custodyTolerancePercent")}
          name="custodyTolerancePercent"
          inputMode="decimal"
          defaultValue={String(settings.custodyTolerancePercent)}
        />
        <div className="sm:col-span-2">
          <Button type="submit" busy={form.busy && !form.done} busyLabel={g.busy}>
            {g.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
