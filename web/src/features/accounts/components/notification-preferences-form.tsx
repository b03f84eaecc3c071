import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from "@filtercycle/contract/pickups/pickups";
import { useEffect, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { QueryState } from "#web/components/ui/query-state";
import { useAppTexts } from "#web/lib/app-texts";
import { apiFailure, namesOf } from "#web/lib/forms/api-failure";
import { useForm } from "#web/lib/forms/use-form";
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from "../hooks/use-notification-preferences";
import { AccountSection } from "./account-section";

/**
 * "E-mail notifications": one checkbox per kind of mail (the contract's labels), saved together;
 * "Your e-mail choices are saved." confirms it until a box is changed again.
 */
export function NotificationPreferencesSection() {
  const t = useAppTexts().account;
  const preferences = useNotificationPreferences();
  return (
    <AccountSection heading={t["notifications.heading"]} intro={t["notifications.intro"]}>
      <QueryState
        query={preferences}
        texts={{
          loading: t["notifications.loading"],
          loadFailed: t["notifications.loadFailed"],
          retry: t.retry,
        }}
        className="mt-4"
      >
        {(initial) => <PreferencesForm initial={initial} />}
      </QueryState>
    </AccountSection>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const [saved, setSaved] = useState(false);
  const t = useAppTexts().account;
  const form = useForm<NotificationKind>({
    fields: NOTIFICATION_KINDS,
    validate: () => ({}),
    showErrors: "submit",
    submit: async (values) => {
      // A checked box is sent by the form as "on", an unchecked one not at all.
      const body = Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [kind, values[kind] !== ""]),
      ) as NotificationPreferences;
      await update.mutateAsync(body);
      setSaved(true);
    },
    failure: (error) =>
      apiFailure(error, {
        names: namesOf(NOTIFICATION_KINDS, (kind) => t[`notifications.${kind}`]),
      }),
  });
  const { done, reset } = form;
  // The form stays on screen for further changes: ready again once the save is confirmed.
  useEffect(() => {
    if (done) reset();
  }, [done, reset]);

  return (
    <form {...form.formProps} onChange={() => setSaved(false)} className="mt-4 flex flex-col gap-4">
      {form.message ? (
        <Alert tone="error" focusRef={form.messageRef}>
          {form.message}
        </Alert>
      ) : null}
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t["notifications.legend"]}</legend>
        <ul className="mt-2 space-y-2">
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex cursor-pointer items-start gap-3 rounded-lg px-1 py-1.5">
                <input
                  type="checkbox"
                  name={kind}
                  defaultChecked={initial[kind]}
                  className="mt-0.5 size-5 shrink-0 accent-forest focus-ring"
                />
                <span>{t[`notifications.${kind}`]}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" busy={form.busy} busyLabel={t["notifications.saving"]}>
          {t["notifications.save"]}
        </Button>
        <div aria-live="polite" className="min-w-0">
          {saved ? (
            <Alert tone="success" announce={false}>
              {t["notifications.saved"]}
            </Alert>
          ) : null}
        </div>
      </div>
    </form>
  );
}
