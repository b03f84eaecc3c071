import type { ImpactPage } from "@filtercycle/contract/impact-pages/impact-page";
import { isReservedSlug, SLUG_PATTERN } from "@filtercycle/contract/impact-pages/impact-page";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/form-fields";
import { LoadFailed, LoadingLine } from "#web/components/ui/query-state";
import { useBusinessRole } from "#web/hooks/use-business-role";
import { isApiError } from "#web/lib/api-client";
import { useAppLanguage } from "#web/lib/app-language";
import { fill, useAppTexts } from "#web/lib/app-texts";
import { greenImpactQueryOptions } from "#web/lib/green-impact-query";
import { impactPageQueryOptions, updateImpactPage } from "../api/impact-page";

/**
 * The dashboard's "Public page" tab (issue 15): what the public impact page is, whether it is
 * on, and for owners the switch and the address; the kiosk poster while it is on. Viewers and
 * staff in the support view see the state only (the API refuses their changes anyway).
 */
export function ImpactPageTab({ customerId = null }: { customerId?: string | null }) {
  const setting = useQuery(impactPageQueryOptions(customerId));
  const role = useBusinessRole();
  const canChange = customerId === null && role === "owner";
  const texts = useAppTexts();
  const T = texts.publicPage;

  if (setting.isPending) return <LoadingLine>{T.loading}</LoadingLine>;
  if (setting.isError) {
    return (
      <LoadFailed
        text={T.loadFailed}
        retry={texts.dashboard.retry}
        error={setting.error}
        onRetry={() => void setting.refetch()}
      />
    );
  }
  const page = setting.data;
  return (
    <section aria-labelledby="impact-page-heading" className="flex max-w-2xl flex-col gap-5">
      <h2 id="impact-page-heading" className="font-bold text-2xl text-forest">
        {T.heading}
      </h2>
      <p className="text-ink/85">{T.explain}</p>
      <p className="font-semibold" role="status">
        {page.enabled ? T.stateOn : T.stateOff}
      </p>
      {page.enabled && (
        <p className="break-all">
          <a
            href={page.url}
            target="_blank"
            rel="noopener"
            className="font-semibold text-leaf underline focus-ring"
          >
            {T.open} <span className="sr-only">{T.newTab}</span>
          </a>
          <span className="block text-ink/75 text-sm">{page.url}</span>
        </p>
      )}
      {canChange ? (
        // Keyed by the stored state: after a save the form starts again from what was stored.
        <ImpactPageForm key={`${page.enabled}:${page.slug}`} page={page} />
      ) : (
        <p className="text-ink/75">{T.viewerNote}</p>
      )}
      {page.enabled && <PosterButton url={page.url} customerId={customerId} />}
    </section>
  );
}

function ImpactPageForm({ page }: { page: ImpactPage }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(page.enabled);
  const [slug, setSlug] = useState(page.slug);
  const [slugError, setSlugError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const T = useAppTexts().publicPage;
  const prefix = page.url.slice(0, page.url.length - page.slug.length);
  const save = useMutation({
    mutationFn: updateImpactPage,
    onSuccess: (answer) => {
      queryClient.setQueryData(impactPageQueryOptions().queryKey, answer);
      setSaved(true);
    },
    onError: (error) => {
      const field = isApiError(error) ? error.errors.find((e) => e.field === "slug") : undefined;
      setSlugError(field ? field.message : undefined);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const typed = slug.trim();
    if (!SLUG_PATTERN.test(typed)) {
      setSlugError(T.slugInvalid);
      return;
    }
    // A page that held such a word before the rule keeps it (the API checks changes only).
    if (isReservedSlug(typed) && typed !== page.slug) {
      setSlugError(T.slugReserved);
      return;
    }
    setSlugError(undefined);
    save.mutate({ enabled, slug: typed });
  };

  const otherError = save.isError && !slugError ? save.error.message : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <label className="flex items-center gap-3 font-semibold">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          onChange={(event) => {
            setEnabled(event.target.checked);
            setSaved(false);
          }}
          className="h-5 w-5 accent-leaf focus-ring"
        />
        {T.switchLabel}
      </label>
      <TextField
        label={T.slugLabel}
        hint={fill(T.slugHint, { prefix })}
        error={slugError}
        value={slug}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => {
          setSlug(event.target.value);
          setSaved(false);
        }}
      />
      {otherError && <Alert tone="error">{otherError}</Alert>}
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
        {saved && (
          <p role="status" className="text-leaf">
            {T.saved}
          </p>
        )}
      </div>
    </form>
  );
}

function PosterButton({ url, customerId }: { url: string; customerId: string | null }) {
  const impact = useQuery(greenImpactQueryOptions(customerId));
  // The poster is in the owner's language (issue 29), like the certificate.
  const language = useAppLanguage();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const T = useAppTexts().publicPage;
  const onClick = async () => {
    if (!impact.data) return;
    setState("busy");
    try {
      const { downloadKioskPoster } = await import("#web/features/impact-pages/download-poster");
      await downloadKioskPoster({ businessName: impact.data.name, url }, language);
      setState("idle");
    } catch (error) {
      console.error("The kiosk poster could not be made.", error);
      setState("failed");
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant="secondary"
          onClick={() => void onClick()}
          disabled={!impact.data || state === "busy"}
          aria-busy={state === "busy"}
        >
          {state === "busy" ? T.posterBusy : T.poster}
        </Button>
      </div>
      {state === "failed" && <Alert tone="error">{T.posterFailed}</Alert>}
    </div>
  );
}
