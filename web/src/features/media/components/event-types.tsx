import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/form-fields";
import {
  createEventType,
  eventTypesQueryOptions,
  MEDIA_QUERY_ROOT,
  updateEventType,
} from "../api/media";
import { useMediaText } from "../console-words";

type EventType = { id: string; name: string; retired: boolean };

/** Staff's event types: add one, rename one, retire one (and bring it back). */
export function EventTypes() {
  const TEXT = useMediaText().eventTypes;
  const headingId = useId();
  const queryClient = useQueryClient();
  const types = useQuery(eventTypesQueryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_ROOT });
  const add = useMutation({
    mutationFn: (name: string) => createEventType(name),
    onSuccess: refresh,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "").trim();
    add.mutate(name, { onSuccess: () => form.reset() });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-forest/10 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-forest">
        {TEXT.heading}
      </h2>
      <ul className="mt-3 divide-y divide-forest/10">
        {(types.data?.data ?? []).map((type) => (
          <li key={type.id}>
            <EventTypeRow type={type} onChanged={refresh} />
          </li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <TextField
          label={TEXT.newName}
          className="min-w-56 flex-1"
          name="name"
          autoComplete="off"
        />
        <Button type="submit" size="sm" busy={add.isPending}>
          {TEXT.add}
        </Button>
      </form>
      {add.isError ? (
        <Alert tone="error" className="mt-3">
          {add.error.message}
        </Alert>
      ) : null}
    </section>
  );
}

function EventTypeRow({ type, onChanged }: { type: EventType; onChanged: () => unknown }) {
  const TEXT = useMediaText().eventTypes;
  const [renaming, setRenaming] = useState(false);
  const change = useMutation({
    mutationFn: (body: { name?: string; retired?: boolean }) => updateEventType(type.id, body),
    onSuccess: async () => {
      await onChanged();
      setRenaming(false);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate({ name: String(new FormData(event.currentTarget).get("name") ?? "").trim() });
  }

  return (
    <div className="flex flex-wrap items-center gap-3 py-2">
      {renaming ? (
        <form onSubmit={submit} noValidate className="flex flex-1 flex-wrap items-end gap-2">
          <TextField
            label={TEXT.renameLabel(type.name)}
            className="min-w-48 flex-1"
            name="name"
            defaultValue={type.name}
          />
          <Button type="submit" size="sm" busy={change.isPending}>
            {TEXT.save}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setRenaming(false)}>
            {TEXT.cancel}
          </Button>
        </form>
      ) : (
        <>
          <span className="flex-1 font-medium">{type.name}</span>
          <Badge tone={type.retired ? "neutral" : "success"}>
            {type.retired ? TEXT.retired : TEXT.active}
          </Badge>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${TEXT.rename} ${type.name}`}
            onClick={() => setRenaming(true)}
          >
            {TEXT.rename}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${type.retired ? TEXT.restore : TEXT.retire} ${type.name}`}
            busy={change.isPending}
            onClick={() => change.mutate({ retired: !type.retired })}
          >
            {type.retired ? TEXT.restore : TEXT.retire}
          </Button>
        </>
      )}
      {change.isError ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {change.error.message}
        </p>
      ) : null}
    </div>
  );
}
