import { STAFF_ROLES, type StaffRole } from "@filtercycle/contract/accounts/account-rules";
import type { LoginItem } from "@filtercycle/contract/customers/admin-customers";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@filtercycle/contract/languages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { Field } from "#web/components/ui/field";
import { TextField } from "#web/components/ui/form-fields";
import { Select } from "#web/components/ui/inputs";
import { Table } from "#web/components/ui/table";
import { isApiError } from "#web/lib/api-client";
import { useAppLanguage } from "#web/lib/app-language";
import { useForm } from "#web/lib/forms/use-form";
import { type LoginsOwner, loginsQueryOptions } from "../api/get-logins";
import { inviteLogin, resendInvitation, revokeLogin } from "../api/logins";
import { CUSTOMERS_QUERY_ROOT, LOGINS_QUERY_ROOT } from "../api/query-root";
import { useConfirmText, useLoginsText } from "../constants";
import { saveFailure } from "../utils/failure";
import { formatDateTime } from "../utils/format";
import { INVITE_FIELDS, type InviteField, validateInvite } from "../utils/validate-invite";

const messageOf = (error: unknown, failed: string) =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.detail : failed;

/** A customer's or staff's logins: the list with last sign-in, invite, resend, revoke. */
export function LoginsSection({ owner, heading }: { owner: LoginsOwner; heading: string }) {
  const language = useAppLanguage();
  const CONFIRM_TEXT = useConfirmText();
  const T = useLoginsText();
  const headingId = useId();
  const queryClient = useQueryClient();
  const logins = useQuery(loginsQueryOptions(owner));
  const [notice, setNotice] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<LoginItem | null>(null);
  // A staff login's role (issue 28): admin unless the inviter chooses collector.
  const [staffRole, setStaffRole] = useState<StaffRole>("admin");
  // The invited login's language (issue 29; decision 0096, amendment of 2026-11-27): English
  // unless the inviter chooses another. English is sent as nothing, so the login has chosen
  // none yet, exactly as before (its mails English; its browser's language offered once).
  const [inviteLanguage, setInviteLanguage] = useState<Language>("en");
  const isStaff = !("customerCode" in owner);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: LOGINS_QUERY_ROOT });
    // A customer's page counts its logins.
    await queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_ROOT });
  };

  const resend = useMutation({
    mutationFn: (login: LoginItem) => resendInvitation(login.id),
    onSuccess: (login) => setNotice(T.resent(login.email)),
    onError: (error) => setNotice(messageOf(error, T.failed)),
  });
  const revoke = useMutation({
    mutationFn: (login: LoginItem) => revokeLogin(login.id),
    onSuccess: async (_answer, login) => {
      setRevoking(null);
      setNotice(T.revoked(login.email));
      await refresh();
    },
  });

  const form = useForm({
    fields: INVITE_FIELDS,
    validate: (values) => validateInvite(values, T),
    showErrors: "submit",
    summary: T.summary,
    submit: async (values) => {
      const login = await inviteLogin(owner, {
        name: values.name.trim(),
        email: values.email.trim().toLowerCase(),
        ...(isStaff ? { role: staffRole } : {}),
        ...(inviteLanguage !== "en" ? { language: inviteLanguage } : {}),
      });
      setNotice(T.invited(login.email));
      await refresh();
    },
    failure: saveFailure<InviteField>(T.failed, { name: T.inviteName, email: T.inviteEmail }),
  });

  // After an invitation went out: an empty form for the next one.
  const { done, reset } = form;
  const formElement = form.formProps.ref;
  useEffect(() => {
    if (!done) return;
    formElement.current?.reset();
    setStaffRole("admin");
    setInviteLanguage("en");
    reset();
  }, [done, reset, formElement]);

  const idPrefix = `${headingId}-invite`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-forest">
        {heading}
      </h2>
      {notice ? (
        <Alert tone="success" className="max-w-2xl">
          {notice}
        </Alert>
      ) : null}
      <Card padding="sm">
        {logins.isError ? (
          <Alert tone="error">{T.loadFailed}</Alert>
        ) : (
          <Table<LoginItem>
            wide
            caption={heading}
            captionHidden
            rows={logins.data?.items ?? []}
            rowKey={(login) => login.id}
            empty={logins.isPending ? T.loading : T.empty}
            columns={[
              { key: "name", header: T.name, rowHeader: true, cell: (login) => login.name },
              { key: "email", header: T.email, cell: (login) => login.email },
              // A business's logins are owners or viewers (issue 14); staff are admins or
              // collectors (issue 28).
              {
                key: "role",
                header: T.role,
                cell: (login: LoginItem) =>
                  login.businessRole
                    ? T.businessRoles[login.businessRole]
                    : login.staffRole
                      ? T.staffRoles[login.staffRole]
                      : "",
              },
              {
                key: "lastSignIn",
                header: T.lastSignIn,
                cell: (login) =>
                  login.lastSignInAt ? formatDateTime(login.lastSignInAt, language) : T.never,
              },
              {
                key: "status",
                header: T.status,
                cell: (login) =>
                  login.invitationPending ? (
                    <Badge tone="warning">{T.pending}</Badge>
                  ) : (
                    <Badge tone="success">{T.activeLogin}</Badge>
                  ),
              },
              {
                key: "actions",
                header: T.actions,
                cell: (login) => (
                  <div className="flex flex-wrap gap-2">
                    {login.invitationPending ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        busy={resend.isPending && resend.variables?.id === login.id}
                        onClick={() => {
                          setNotice(null);
                          resend.mutate(login);
                        }}
                        aria-label={`${T.resend}: ${login.email}`}
                      >
                        {T.resend}
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => {
                        revoke.reset();
                        setRevoking(login);
                      }}
                      aria-label={`${T.revoke}: ${login.email}`}
                    >
                      {T.revoke}
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        )}
      </Card>

      <Card className="max-w-2xl">
        <h3 className="font-semibold text-forest">{T.inviteHeading}</h3>
        <p className="mt-1 text-sm text-ink/80">{T.inviteIntro}</p>
        <form {...form.formProps} className="mt-4 space-y-4">
          {form.message ? (
            <Alert tone="error" focusRef={form.messageRef}>
              {form.message}
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={T.inviteName}
              error={form.errorOf("name")}
              id={`${idPrefix}-name`}
              name="name"
              autoComplete="off"
            />
            <TextField
              label={T.inviteEmail}
              error={form.errorOf("email")}
              id={`${idPrefix}-email`}
              type="email"
              name="email"
              autoComplete="off"
            />
            {isStaff ? (
              <Field label={T.inviteRole} hint={T.inviteRoleHint} id={`${idPrefix}-role`}>
                {(control) => (
                  <Select
                    {...control}
                    name="role"
                    value={staffRole}
                    onChange={(event) => setStaffRole(event.currentTarget.value as StaffRole)}
                    options={STAFF_ROLES.map((role) => ({
                      value: role,
                      label: T.staffRoles[role],
                    }))}
                  />
                )}
              </Field>
            ) : null}
            <Field label={T.inviteLanguage} hint={T.inviteLanguageHint} id={`${idPrefix}-language`}>
              {(control) => (
                <Select
                  {...control}
                  name="language"
                  value={inviteLanguage}
                  onChange={(event) => setInviteLanguage(event.currentTarget.value as Language)}
                  // Each language's name in its own script, readable on any screen.
                  className="font-language-names"
                  options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
                />
              )}
            </Field>
          </div>
          <Button type="submit" size="sm" busy={form.busy} busyLabel={T.inviting}>
            {T.invite}
          </Button>
        </form>
      </Card>

      {revoking ? (
        <ConfirmDialog
          heading={T.confirmRevokeHeading(revoking.name)}
          confirmLabel={T.revoke}
          cancelLabel={CONFIRM_TEXT.cancel}
          busyLabel={CONFIRM_TEXT.working}
          busy={revoke.isPending}
          error={revoke.isError ? messageOf(revoke.error, T.failed) : null}
          onConfirm={() => revoke.mutate(revoking)}
          onClose={() => setRevoking(null)}
        >
          <p>{T.confirmRevokeText(revoking.email)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** Staff logins (list, invite, resend, revoke), for the Settings screen. */
export function StaffLoginsSection() {
  const T = useLoginsText();
  return <LoginsSection owner={{ staff: true }} heading={T.staffHeading} />;
}
