import type { AdminMediaItem } from "@filtercycle/contract/media/media";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Field } from "#web/components/ui/field";
import { FormDialog } from "#web/components/ui/form-dialog";
import { TextField } from "#web/components/ui/form-fields";
import { Select } from "#web/components/ui/inputs";
import { Pager } from "#web/components/ui/pager";
import { Table } from "#web/components/ui/table";
import { useAppLanguage } from "#web/lib/app-language";
import { formatBusinessDate } from "#web/lib/format";
import { apiFailure } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
import {
  deleteMedia,
  eventTypesQueryOptions,
  MEDIA_QUERY_ROOT,
  mediaListQueryOptions,
  updateMedia,
} from "../api/media";
import { useMediaText } from "../console-words";
import { formatSize } from "../constants";

/** The media files (of one business with `customerCode`), each with Edit and Delete. */
export function MediaList({ customerCode }: { customerCode: string | null }) {
  const MEDIA_TEXT = useMediaText();
  const TEXT = MEDIA_TEXT.list;
  const language = useAppLanguage();
  // Another business's files start on their first page.
  const [paging, setPaging] = useState({ customerCode, page: 1 });
  const page = paging.customerCode === customerCode ? paging.page : 1;
  const list = useQuery(mediaListQueryOptions(customerCode, page));
  const [editing, setEditing] = useState<AdminMediaItem | null>(null);
  const [deleting, setDeleting] = useState<AdminMediaItem | null>(null);

  if (list.isPending) return <p className="text-ink/75">{TEXT.loading}</p>;
  if (list.isError) {
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        <p>
          {TEXT.failed} {list.error.message}
        </p>
        <Button size="sm" onClick={() => list.refetch()} className="mt-3">
          {TEXT.retry}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Card padding="sm">
        <Table
          wide
          caption={customerCode ? TEXT.captionFor(customerCode) : TEXT.caption}
          captionHidden
          columns={[
            {
              key: "file",
              header: TEXT.file,
              rowHeader: true,
              cell: (item) => (
                <a href={item.url} target="_blank" rel="noopener" className="text-forest underline">
                  {item.fileName}
                </a>
              ),
            },
            ...(customerCode
              ? []
              : [
                  {
                    key: "customer",
                    header: TEXT.customer,
                    cell: (item: AdminMediaItem) => `${item.customerName} (${item.customerCode})`,
                  },
                ]),
            { key: "type", header: TEXT.eventType, cell: (item) => item.eventType.name },
            {
              key: "link",
              header: TEXT.link,
              cell: (item) =>
                item.link ? (
                  <a
                    href={item.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline break-all"
                  >
                    {item.link}
                  </a>
                ) : (
                  "—"
                ),
            },
            {
              key: "added",
              header: TEXT.added,
              nowrap: true,
              cell: (item) => formatBusinessDate(item.createdAt, language),
            },
            {
              key: "size",
              header: TEXT.size,
              align: "end",
              cell: (item) => formatSize(item.sizeBytes),
            },
            {
              key: "actions",
              header: TEXT.actions,
              cell: (item) => (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${TEXT.edit} ${item.fileName}`}
                    onClick={() => setEditing(item)}
                  >
                    {TEXT.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${TEXT.delete} ${item.fileName}`}
                    onClick={() => setDeleting(item)}
                  >
                    {TEXT.delete}
                  </Button>
                </div>
              ),
            },
          ]}
          rows={list.data.items}
          rowKey={(item) => item.id}
          empty={TEXT.none}
        />
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          shown={list.data.items.length}
          onPage={(next) => setPaging({ customerCode, page: next })}
          label={TEXT.pages}
        />
      </Card>
      {editing ? <EditDialog item={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteDialog item={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

const EDIT_FIELDS = ["eventTypeId", "link"] as const;

function EditDialog({ item, onClose }: { item: AdminMediaItem; onClose: () => void }) {
  const MEDIA_TEXT = useMediaText();
  const queryClient = useQueryClient();
  const eventTypes = useQuery(eventTypesQueryOptions());
  const save = useMutation({
    mutationFn: (body: { eventTypeId: string; link: string | null }) => updateMedia(item.id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_ROOT });
      onClose();
    },
  });
  const options = (eventTypes.data?.data ?? [])
    .filter((type) => !type.retired || type.id === item.eventType.id)
    .map((type) => ({ value: type.id, label: type.name }));
  // The API checks the link (http or https) and the event type: its answer shows on the field.
  const form = useForm({
    fields: EDIT_FIELDS,
    showErrors: "submit",
    validate: () => ({}),
    submit: async (values) => {
      const link = values.link.trim();
      await save.mutateAsync({ eventTypeId: values.eventTypeId, link: link === "" ? null : link });
    },
    failure: (error) =>
      apiFailure(error, {
        names: { eventTypeId: MEDIA_TEXT.upload.eventType, link: MEDIA_TEXT.upload.link },
      }),
  });

  return (
    <FormDialog
      heading={MEDIA_TEXT.edit.heading(item.fileName)}
      form={form}
      submitLabel={MEDIA_TEXT.edit.save}
      busyLabel={MEDIA_TEXT.edit.saving}
      cancelLabel={MEDIA_TEXT.edit.cancel}
      size="lg"
      onClose={onClose}
    >
      <Field label={MEDIA_TEXT.upload.eventType} error={form.errorOf("eventTypeId")}>
        {(control) => (
          <Select
            {...control}
            name="eventTypeId"
            defaultValue={item.eventType.id}
            options={
              options.length > 0
                ? options
                : [{ value: item.eventType.id, label: item.eventType.name }]
            }
          />
        )}
      </Field>
      <TextField
        label={MEDIA_TEXT.upload.link}
        error={form.errorOf("link")}
        name="link"
        type="url"
        defaultValue={item.link ?? ""}
      />
    </FormDialog>
  );
}

function DeleteDialog({ item, onClose }: { item: AdminMediaItem; onClose: () => void }) {
  const MEDIA_TEXT = useMediaText();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteMedia(item.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_ROOT });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      heading={MEDIA_TEXT.remove.heading(item.fileName)}
      confirmLabel={MEDIA_TEXT.remove.confirm}
      cancelLabel={MEDIA_TEXT.remove.cancel}
      busyLabel={MEDIA_TEXT.remove.deleting}
      busy={remove.isPending}
      error={remove.isError ? remove.error.message : null}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <p>{MEDIA_TEXT.remove.body}</p>
    </ConfirmDialog>
  );
}
