import { Button } from "./button";
import { DateInput } from "./date-input";
import { Field } from "./field";
import { TextInput } from "./inputs";

/** The customer code a list is narrowed to (the `customer` parameter). */
export function CustomerCodeFilter({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Field label={label}>
      {(control) => <TextInput {...control} name="customer" defaultValue={value ?? ""} />}
    </Field>
  );
}

/**
 * The console lists' day range (inclusive, day first) and their Apply/Clear pair: one place for
 * what the audit log and the payouts list both ask, so their filters read and behave alike. The
 * fields are named `from` and `to`, as `useListSearch` and the list endpoints expect.
 */
export function DayRangeFilter({
  labels,
  from,
  to,
}: {
  labels: { from: string; to: string };
  from: string | undefined;
  to: string | undefined;
}) {
  return (
    <>
      <Field label={labels.from}>
        {(control) => <DateInput {...control} name="from" defaultValue={from ?? ""} />}
      </Field>
      <Field label={labels.to}>
        {(control) => <DateInput {...control} name="to" defaultValue={to ?? ""} />}
      </Field>
    </>
  );
}

/** Apply (submits the filter form) and Clear (back to the list's defaults). */
export function FilterActions({
  labels,
  onClear,
}: {
  labels: { apply: string; clear: string };
  onClear: () => void;
}) {
  return (
    <div className="flex gap-2 pb-0.5 whitespace-nowrap">
      <Button type="submit" size="sm">
        {labels.apply}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onClear}>
        {labels.clear}
      </Button>
    </div>
  );
}
