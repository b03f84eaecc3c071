import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Field } from "#web/components/ui/field";
import { TextField } from "#web/components/ui/form-fields";
import { fileInputClass, Select } from "#web/components/ui/inputs";
import { isApiError } from "#web/lib/api-client";
import { fieldMessages } from "#web/lib/forms/api-failure";
import {
  eventTypesQueryOptions,
  MEDIA_QUERY_ROOT,
  type UploadProgress,
  uploadMedia,
} from "../api/media";
import { useMediaText } from "../console-words";
import { formatSpeed } from "../constants";

type Name = "customerId" | "eventTypeId" | "link" | "file";

/**
 * Upload a file for a customer, with its event type and related link. While it runs, a progress
 * bar shows the percent and the speed, and Cancel aborts it (nothing is stored). With
 * `customerCode` the customer is fixed (the customer's page); otherwise staff type the code.
 */
export function UploadForm({ customerCode }: { customerCode?: string }) {
  const TEXT = useMediaText().upload;
  const headingId = useId();
  const queryClient = useQueryClient();
  const eventTypes = useQuery(eventTypesQueryOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  // Leaving the screen cancels a running upload.
  useEffect(() => () => abort.current?.abort(), []);

  const active = (eventTypes.data?.data ?? []).filter((type) => !type.retired);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (abort.current) return;
    const data = new FormData(event.currentTarget);
    const customerId = customerCode ?? String(data.get("customerId") ?? "").trim();
    const eventTypeId = String(data.get("eventTypeId") ?? "");
    const link = String(data.get("link") ?? "").trim();
    // From the input itself: FormData's file entry differs between browsers and test DOMs.
    const input = event.currentTarget.elements.namedItem("file");
    const file = input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
    const found: Partial<Record<Name, string>> = {
      customerId: customerId ? undefined : TEXT.required(TEXT.customer),
      eventTypeId: eventTypeId ? undefined : TEXT.required(TEXT.eventType),
      file: file ? undefined : TEXT.required(TEXT.file),
    };
    setErrors(found);
    setOutcome(null);
    const first = (["customerId", "eventTypeId", "file"] as const).find((name) => found[name]);
    if (first) {
      const control = formRef.current?.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: file.size, percent: 0, speed: 0 });
    try {
      const item = await uploadMedia(
        { customerId, eventTypeId, link, file },
        { onProgress: setProgress, signal: controller.signal },
      );
      setOutcome({ tone: "success", text: TEXT.done(item.fileName) });
      formRef.current?.reset();
      void queryClient.invalidateQueries({ queryKey: MEDIA_QUERY_ROOT });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") {
        setOutcome({ tone: "error", text: TEXT.cancelled });
      } else if (isApiError(error) && error.errors.length > 0) {
        // The one rule's field sentences (lib/forms/api-failure.ts), with the API's detail on top.
        const fields = fieldMessages<Name>(error.errors, {
          names: {
            customerId: TEXT.customer,
            eventTypeId: TEXT.eventType,
            link: TEXT.link,
            file: TEXT.file,
          },
        });
        setErrors(fields);
        setOutcome({ tone: "error", text: error.detail });
      } else {
        setOutcome({
          tone: "error",
          text: isApiError(error) ? error.detail : TEXT.failed,
        });
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-forest/10 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-forest">
        {TEXT.heading}
      </h2>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 grid gap-4 md:grid-cols-2">
        {customerCode ? null : (
          <TextField
            label={TEXT.customer}
            error={errors.customerId}
            name="customerId"
            autoComplete="off"
          />
        )}
        <Field label={TEXT.eventType} error={errors.eventTypeId}>
          {(control) => (
            <Select
              {...control}
              name="eventTypeId"
              placeholder={TEXT.chooseEventType}
              options={active.map((type) => ({ value: type.id, label: type.name }))}
            />
          )}
        </Field>
        <TextField
          label={TEXT.link}
          hint={TEXT.linkHint}
          error={errors.link}
          name="link"
          type="url"
        />
        <Field label={TEXT.file} error={errors.file}>
          {(control) => (
            <input
              id={control.id}
              aria-describedby={control["aria-describedby"]}
              aria-invalid={control["aria-invalid"]}
              name="file"
              type="file"
              className={fileInputClass}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          {progress ? (
            <>
              <progress
                aria-label={TEXT.progressLabel}
                value={progress.percent}
                max={100}
                className="h-3 w-48"
              />
              <p aria-live="polite" className="text-sm font-medium">
                {TEXT.progress(progress.percent, formatSpeed(progress.speed))}
              </p>
              <Button variant="secondary" size="sm" onClick={() => abort.current?.abort()}>
                {TEXT.cancel}
              </Button>
            </>
          ) : (
            <Button type="submit" size="sm">
              {TEXT.submit}
            </Button>
          )}
        </div>
        {outcome ? (
          <Alert tone={outcome.tone} className="md:col-span-2">
            {outcome.text}
          </Alert>
        ) : null}
      </form>
    </section>
  );
}
