import type { AwarenessSession } from "@filtercycle/contract/money/admin-ledger";
import { useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { DateField, TextField } from "#web/components/ui/form-fields";
import { NumberInput } from "#web/components/ui/inputs";
import { Pager } from "#web/components/ui/pager";
import { type Column, Table } from "#web/components/ui/table";
import { TitledCard } from "#web/components/ui/titled-card";
import { useAppLanguage } from "#web/lib/app-language";
import { formatDay, formatNumber } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
import { useChangeImpactRecords, useImpactRecords } from "../hooks/use-impact-records";
import { useImpactRecordsText } from "../records-constants";

const WHOLE = /^\d+$/;
const SESSION_FIELDS = ["date", "title", "peopleReached"] as const;
const sessionNames = (text: ReturnType<typeof useImpactRecordsText>) => ({
  date: text.awareness.date,
  title: text.awareness.title,
  peopleReached: text.awareness.peopleReached,
});

/**
 * A customer page's section: awareness sessions (add, delete) and the smokers-served figure;
 * both feed the customer's dashboard.
 */
export function CustomerAwarenessSection({ customerCode }: { customerCode: string }) {
  const text = useImpactRecordsText();
  const language = useAppLanguage();
  // Another customer's sessions start on their first page.
  const [paging, setPaging] = useState({ customerCode, page: 1 });
  const page = paging.customerCode === customerCode ? paging.page : 1;
  const records = useImpactRecords(customerCode, page);
  const change = useChangeImpactRecords(customerCode);
  const [deleting, setDeleting] = useState<AwarenessSession | null>(null);
  const [editing, setEditing] = useState<AwarenessSession | null>(null);
  const [added, setAdded] = useState(false);

  const form = useForm({
    fields: SESSION_FIELDS,
    validate: (values) => ({
      date: values.date ? undefined : text.errors.date,
      title: values.title.trim() ? undefined : text.errors.required,
      peopleReached: WHOLE.test(values.peopleReached.trim()) ? undefined : text.errors.wholeNumber,
    }),
    showErrors: "submit",
    summary: text.errors.summary,
    submit: async (values) => {
      setAdded(false);
      await change.add.mutateAsync({
        date: values.date,
        title: values.title.trim(),
        peopleReached: Number(values.peopleReached.trim()),
      });
      form.formProps.ref.current?.reset();
      setAdded(true);
    },
    failure: (error) => apiFailure(error, { names: sessionNames(text) }),
  });

  const columns: Column<AwarenessSession>[] = [
    {
      key: "date",
      header: text.awareness.date,
      cell: (s) => formatDay(s.date, language),
      rowHeader: true,
      nowrap: true,
    },
    { key: "title", header: text.awareness.title, cell: (s) => s.title },
    {
      key: "people",
      header: text.awareness.peopleReached,
      cell: (s) => formatNumber(s.peopleReached),
      align: "end",
    },
    {
      key: "actions",
      header: text.awareness.actions,
      cell: (s) => (
        <span className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={text.awareness.editLabel(s.title, formatDay(s.date, language))}
            onClick={() => setEditing(s)}
          >
            {text.awareness.edit}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={text.awareness.deleteLabel(s.title, formatDay(s.date, language))}
            onClick={() => setDeleting(s)}
          >
            {text.awareness.delete}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <TitledCard heading={text.awareness.heading}>
      {records.isPending ? (
        <p className="text-ink/75">{text.loading}</p>
      ) : records.isError ? (
        <Alert tone="error">
          {text.failed} {records.error.message}
        </Alert>
      ) : (
        <>
          <Table
            caption={text.awareness.caption}
            captionHidden
            columns={columns}
            rows={records.data.items}
            rowKey={(s) => s.id}
            empty={text.awareness.empty}
          />
          <Pager
            page={records.data.page}
            pageSize={records.data.pageSize}
            total={records.data.total}
            shown={records.data.items.length}
            onPage={(next) => setPaging({ customerCode, page: next })}
            label={text.awareness.pages}
          />
          {records.data.total ? (
            <p className="mt-2 text-sm text-ink/75">
              {text.awareness.total(formatNumber(records.data.peopleReached))}
            </p>
          ) : null}
          <SmokersServedForm code={customerCode} count={records.data.smokersServed} />
        </>
      )}

      {added ? (
        <Alert tone="success" className="mt-4">
          {text.awareness.added}
        </Alert>
      ) : null}
      <h3 className="mt-6 border-t border-forest/10 pt-5 font-semibold text-forest">
        {text.awareness.addHeading}
      </h3>
      <form
        {...form.formProps}
        aria-label={text.awareness.add}
        className="mt-3 grid items-end gap-3 sm:grid-cols-[10rem_1fr_10rem_auto]"
      >
        {form.message ? (
          <Alert tone="error" focusRef={form.messageRef} className="sm:col-span-4">
            {form.message}
          </Alert>
        ) : null}
        <DateField label={text.awareness.date} error={form.errorOf("date")} name="date" />
        <TextField
          label={text.awareness.title}
          error={form.errorOf("title")}
          name="title"
          autoComplete="off"
        />
        <Field label={text.awareness.peopleReached} error={form.errorOf("peopleReached")}>
          {(control) => <NumberInput {...control} name="peopleReached" />}
        </Field>
        <Button type="submit" busy={form.busy && !form.done} busyLabel={text.awareness.adding}>
          {text.awareness.add}
        </Button>
      </form>

      {editing ? (
        <EditDialog
          session={editing}
          save={(values) => change.update.mutateAsync({ id: editing.id, ...values })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          heading={text.awareness.confirmDelete(deleting.title)}
          confirmLabel={text.awareness.delete}
          cancelLabel={text.awareness.cancel}
          busy={change.remove.isPending}
          error={change.remove.isError ? text.awareness.deleteFailed : null}
          onClose={() => {
            change.remove.reset();
            setDeleting(null);
          }}
          onConfirm={() =>
            change.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
          }
        />
      ) : null}
    </TitledCard>
  );
}

function EditDialog({
  session,
  save,
  onClose,
}: {
  session: AwarenessSession;
  save: (change: { date: string; title: string; peopleReached: number }) => Promise<unknown>;
  onClose: () => void;
}) {
  const text = useImpactRecordsText();
  const form = useForm({
    fields: SESSION_FIELDS,
    validate: (values) => ({
      date: values.date ? undefined : text.errors.date,
      title: values.title.trim() ? undefined : text.errors.required,
      peopleReached: WHOLE.test(values.peopleReached.trim()) ? undefined : text.errors.wholeNumber,
    }),
    showErrors: "submit",
    summary: text.errors.summary,
    submit: async (values) => {
      await save({
        date: values.date,
        title: values.title.trim(),
        peopleReached: Number(values.peopleReached.trim()),
      });
      onClose();
    },
    failure: (error) => apiFailure(error, { names: sessionNames(text) }),
  });
  return (
    <FormDialog
      heading={text.awareness.editHeading(session.title)}
      form={form}
      submitLabel={text.awareness.save}
      busyLabel={text.awareness.saving}
      cancelLabel={text.awareness.cancel}
      onClose={onClose}
    >
      <DateField
        label={text.awareness.date}
        error={form.errorOf("date")}
        name="date"
        defaultValue={session.date}
      />
      <TextField
        label={text.awareness.title}
        error={form.errorOf("title")}
        name="title"
        defaultValue={session.title}
      />
      <Field label={text.awareness.peopleReached} error={form.errorOf("peopleReached")}>
        {(control) => (
          <NumberInput
            {...control}
            name="peopleReached"
            defaultValue={String(session.peopleReached)}
          />
        )}
      </Field>
    </FormDialog>
  );
}

function SmokersServedForm({ code, count }: { code: string; count: number }) {
  const text = useImpactRecordsText();
  const change = useChangeImpactRecords(code);
  const [saved, setSaved] = useState<number | null>(null);
  const form = useForm({
    fields: ["count"] as const,
    validate: (values) => ({
      count: WHOLE.test(values.count.trim()) ? undefined : text.errors.wholeNumber,
    }),
    showErrors: "submit",
    submit: async (values) => {
      setSaved(null);
      const answer = await change.smokers.mutateAsync(Number(values.count.trim()));
      setSaved(answer.count);
    },
    failure: (error) => apiFailure(error, { names: { count: text.smokers.label } }),
  });
  return (
    <form
      {...form.formProps}
      aria-label={text.smokers.heading}
      className="mt-6 flex flex-wrap items-end gap-3 border-t border-forest/10 pt-5"
    >
      <Field label={text.smokers.label} error={form.errorOf("count")} className="w-80 max-w-full">
        {(control) => <NumberInput {...control} name="count" defaultValue={String(count)} />}
      </Field>
      <Button type="submit" busy={form.busy && !form.done} busyLabel={text.smokers.saving}>
        {text.smokers.save}
      </Button>
      {form.message ? (
        <Alert tone="error" focusRef={form.messageRef}>
          {form.message}
        </Alert>
      ) : null}
      {saved !== null ? (
        <p role="status" className="pb-3 text-sm font-medium text-forest">
          {text.smokers.saved(formatNumber(saved))}
        </p>
      ) : null}
    </form>
  );
}
