import type { AdminMediaItem } from "@filtercycle/contract/media";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Dialog } from "#web/components/ui/dialog";
import { Field } from "#web/components/ui/field";
import { Select, TextInput } from "#web/components/ui/inputs";
import { Table } from "#web/components/ui/table";
import { formatBusinessDate } from "#web/lib/format";
import {
  deleteMedia,
  eventTypesQueryOptions,
  MEDIA_QUERY_ROOT,
  mediaListQueryOptions,
  updateMedia,
} from "../api/media";
import { formatSize, MEDIA_TEXT } from "../constants";

const TEXT = MEDIA_TEXT.list;

/** The media files (of one business with `customerCode`), each with Edit and Delete. */
export function MediaList({ customerCode }: { customerCode: string | null }) {
  const list = useQuery(mediaListQueryOptions(customerCode));
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
              cell: (item) => formatBusinessDate(item.createdAt),
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
          rows={list.data.data}
          rowKey={(item) => item.id}
          empty={TEXT.none}
        />
      </Card>
      {editing ? <EditDialog item={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteDialog item={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

function EditDialog({ item, onClose }: { item: AdminMediaItem; onClose: () => void }) {
  const headingId = useId();
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
  const fieldError = (name: string) =>
    save.error && "errors" in save.error
      ? (save.error as { errors: { field: string; message: string }[] }).errors.find(
          (e) => e.field === name,
        )?.message
      : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const link = String(data.get("link") ?? "").trim();
    save.mutate({ eventTypeId: String(data.get("eventTypeId")), link: link === "" ? null : link });
  }

  return (
    <Dialog labelledBy={headingId} onClose={onClose} className="w-[min(32rem,calc(100vw-2rem))]">
      <form onSubmit={submit} noValidate className="space-y-4 p-6">
        <h2 id={headingId} className="text-xl font-bold break-words text-forest">
          {MEDIA_TEXT.edit.heading(item.fileName)}
        </h2>
        {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
        <Field label={MEDIA_TEXT.upload.eventType} error={fieldError("eventTypeId")}>
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
        <Field label={MEDIA_TEXT.upload.link} error={fieldError("link")}>
          {(control) => (
            <TextInput {...control} name="link" type="url" defaultValue={item.link ?? ""} />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={save.isPending} busyLabel={MEDIA_TEXT.edit.saving}>
            {MEDIA_TEXT.edit.save}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {MEDIA_TEXT.edit.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ item, onClose }: { item: AdminMediaItem; onClose: () => void }) {
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
