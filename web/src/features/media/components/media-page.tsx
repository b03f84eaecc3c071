import { type FormEvent, useId } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/form-fields";
import { PageHeader } from "#web/components/ui/page-header";
import { useMediaText } from "../console-words";
import { EventTypes } from "./event-types";
import { MediaList } from "./media-list";
import { UploadForm } from "./upload-form";

/** The URL search parameter that keeps the list's customer filter (`?customer=FC-1001`). */
export const MEDIA_CUSTOMER_PARAM = "customer";

export function customerFilterOf(search: URLSearchParams): string | null {
  return search.get(MEDIA_CUSTOMER_PARAM)?.trim().toUpperCase() || null;
}

/** /admin/media: every customer's files (filterable by customer), upload, event types. */
export function MediaPage() {
  const MEDIA_TEXT = useMediaText();
  const filterId = useId();
  const [search, setSearch] = useSearchParams();
  const customer = customerFilterOf(search);

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("customer") ?? "").trim();
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(MEDIA_CUSTOMER_PARAM, value.toUpperCase());
      else next.delete(MEDIA_CUSTOMER_PARAM);
      return next;
    });
  }

  return (
    <div className="space-y-8">
      <PageHeader heading={MEDIA_TEXT.heading} intro={MEDIA_TEXT.intro} />
      <div className="space-y-8">
        <UploadForm />
        <section aria-labelledby={filterId} className="space-y-4">
          <h2 id={filterId} className="text-lg font-bold text-forest">
            {MEDIA_TEXT.list.caption}
          </h2>
          <form
            key={customer ?? ""}
            onSubmit={applyFilter}
            className="flex flex-wrap items-end gap-3"
          >
            <TextField
              label={MEDIA_TEXT.filter.label}
              hint={MEDIA_TEXT.filter.hint}
              name="customer"
              defaultValue={customer ?? ""}
            />
            <Button type="submit" size="sm">
              {MEDIA_TEXT.filter.apply}
            </Button>
          </form>
          <MediaList customerCode={customer} />
        </section>
        <EventTypes />
      </div>
    </div>
  );
}
