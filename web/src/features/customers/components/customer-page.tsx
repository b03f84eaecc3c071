import type { CustomerDetail } from "@filtercycle/contract/customers/admin-customers";
import { PLANNING_MODES, type PlanningMode } from "@filtercycle/contract/forecasts/forecasts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { Alert } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Button, ButtonLink } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Select } from "#web/components/ui/inputs";
import { isApiError } from "#web/lib/api-client";
import { useAppLanguage } from "#web/lib/app-language";
import { formatBusinessDate, formatKg, formatNumber, formatRupees } from "#web/lib/format";
import { setCustomerActive, updateCustomer } from "../api/customers";
import { customerQueryOptions } from "../api/get-customer";
import { CUSTOMERS_QUERY_ROOT } from "../api/query-root";
import { useConfirmText, useDetailText, useFormText, useLoginsText } from "../constants";
import { customerBody } from "../utils/validate-customer";
import { CustomerForm, formValuesOf } from "./customer-form";
import { LoginsSection } from "./logins-section";

/**
 * /admin/customers/:code: details (with Edit), till-date figures, Deactivate / Reactivate, View
 * as customer, and the logins. `children` are the sections other features add (kiosks,
 * collections, payouts, …), placed by the route module below the logins.
 */
export function CustomerPage({ code, children }: { code: string; children?: ReactNode }) {
  const T = useDetailText();
  const customer = useQuery(customerQueryOptions(code));
  if (customer.isPending) return <p>{T.loading}</p>;
  if (customer.isError) {
    const notFound = isApiError(customer.error) && customer.error.status === 404;
    return (
      <div className="space-y-4">
        <Alert tone="error">{notFound ? T.notFound(code) : T.failed}</Alert>
        <Link to="/admin/customers" className="underline focus-ring">
          {T.backToList}
        </Link>
      </div>
    );
  }
  return <CustomerView customer={customer.data}>{children}</CustomerView>;
}

function CustomerView({ customer, children }: { customer: CustomerDetail; children?: ReactNode }) {
  const language = useAppLanguage();
  const CONFIRM_TEXT = useConfirmText();
  const LOGINS_TEXT = useLoginsText();
  const FORM_TEXT = useFormText();
  const T = useDetailText();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const detailsId = useId();
  const figuresId = useId();
  const toggle = useMutation({
    mutationFn: () => setCustomerActive(customer.code, !customer.active),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_ROOT });
    },
  });
  const f = customer.figures;
  const figures: [keyof typeof T.figureLabels, string][] = [
    ["butts", formatNumber(f.butts)],
    ["kg", `${formatKg(f.kg)} kg`],
    ["credits", formatRupees(f.credits)],
    ["payouts", formatRupees(f.payouts)],
    ["adjustments", formatRupees(f.adjustments)],
    ["balance", formatRupees(f.balance)],
    ["kiosks", formatNumber(f.kiosks)],
    ["logins", formatNumber(f.logins)],
  ];
  const address = [
    customer.addressLine1,
    customer.addressLine2,
    [customer.city, customer.state].filter(Boolean).join(", "),
    customer.pincode,
  ].filter(Boolean);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm">
            <Link to="/admin/customers" className="underline focus-ring">
              {T.backToList}
            </Link>
          </p>
          <h1 className="mt-2 flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight text-forest">
            {customer.name}
            <span className="text-base font-normal text-ink/70">{customer.code}</span>
            {customer.active ? (
              <Badge tone="success">{T.activeBadge}</Badge>
            ) : (
              <Badge tone="neutral">{T.deactivatedBadge}</Badge>
            )}
          </h1>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink
            to={`/dashboard?customerId=${encodeURIComponent(customer.code)}`}
            variant="secondary"
            size="sm"
          >
            {T.viewAsCustomer}
          </ButtonLink>
          <Button
            variant={customer.active ? "danger" : "primary"}
            size="sm"
            onClick={() => {
              toggle.reset();
              setConfirming(true);
            }}
          >
            {customer.active ? T.deactivate : T.reactivate}
          </Button>
        </div>
      </div>

      {!customer.active && customer.deactivatedAt ? (
        <Alert tone="info">
          {T.deactivatedSince(formatBusinessDate(customer.deactivatedAt, language))}
        </Alert>
      ) : null}

      <section aria-labelledby={detailsId} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={detailsId} className="text-xl font-semibold text-forest">
            {editing ? FORM_TEXT.editHeading : T.details}
          </h2>
          {editing ? null : (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {T.edit}
            </Button>
          )}
        </div>
        <Card>
          {editing ? (
            <CustomerForm
              idPrefix="edit-customer"
              initial={formValuesOf(customer)}
              submitLabel={FORM_TEXT.save}
              busyLabel={FORM_TEXT.saving}
              onSubmit={async (values) => {
                await updateCustomer(customer.code, customerBody(values));
                await queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_ROOT });
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <dl className="grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-ink/70">{T.address}</dt>
                <dd>
                  {address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink/70">{T.serviceType}</dt>
                <dd>{customer.serviceType}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink/70">{T.businessType}</dt>
                <dd>{customer.businessType}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink/70">{T.planning}</dt>
                <dd>
                  <PlanningModeChoice code={customer.code} mode={customer.planningMode} />
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink/70">{T.rate}</dt>
                <dd>{T.ratePerKg(formatRupees(customer.benefitRatePerKg))}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink/70">{T.sitePhone}</dt>
                <dd>{customer.siteContactPhone || T.noPhone}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink/70">{T.coordinates}</dt>
                <dd>
                  {customer.latitude !== null && customer.longitude !== null
                    ? `${customer.latitude}, ${customer.longitude}`
                    : T.noCoordinates}
                </dd>
              </div>
            </dl>
          )}
        </Card>
      </section>

      <section aria-labelledby={figuresId} className="space-y-3">
        <h2 id={figuresId} className="text-xl font-semibold text-forest">
          {T.figures}
        </h2>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {figures.map(([key, value]) => (
            <Card key={key} padding="sm">
              <dt className="text-sm text-ink/70">{T.figureLabels[key]}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums text-forest">{value}</dd>
            </Card>
          ))}
        </dl>
      </section>

      <LoginsSection
        owner={{ customerCode: customer.code }}
        heading={LOGINS_TEXT.customerHeading}
      />

      {children}

      {confirming ? (
        <ConfirmDialog
          heading={
            customer.active
              ? T.confirmDeactivateHeading(customer.name)
              : T.confirmReactivateHeading(customer.name)
          }
          confirmLabel={customer.active ? T.deactivate : T.reactivate}
          cancelLabel={CONFIRM_TEXT.cancel}
          busyLabel={CONFIRM_TEXT.working}
          variant={customer.active ? "danger" : "primary"}
          busy={toggle.isPending}
          error={toggle.isError ? T.actionFailed : null}
          onConfirm={() => toggle.mutate()}
          onClose={() => setConfirming(false)}
        >
          <p>{customer.active ? T.confirmDeactivateText : T.confirmReactivateText}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** Fixed schedule or by fill, chosen per business (new businesses: by fill). */
function PlanningModeChoice({ code, mode }: { code: string; mode: PlanningMode }) {
  const T = useDetailText();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<PlanningMode>(mode);
  const [message, setMessage] = useState<string | null>(null);
  const hintId = useId();
  const save = useMutation({
    mutationFn: () => updateCustomer(code, { planningMode: chosen }),
    onSuccess: async () => {
      setMessage(T.planningSaved);
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_ROOT });
    },
    onError: () => setMessage(T.planningFailed),
  });
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">{T.planningModes[mode]}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label={T.planning}
          aria-describedby={hintId}
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value as PlanningMode)}
          options={PLANNING_MODES.map((m) => ({ value: m, label: T.planningModes[m] }))}
          className="w-auto"
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={chosen === mode}
          busy={save.isPending}
          busyLabel={T.planningSave}
          onClick={() => {
            setMessage(null);
            save.mutate();
          }}
        >
          {T.planningSave}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-ink/70">
        {T.planningHint}
      </p>
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
    </div>
  );
}
