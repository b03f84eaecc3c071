import { type ReactNode, type RefObject, useRef, useState } from "react";
import { Link } from "react-router";
import { SimplePage } from "#web/components/simple-page";
import { Button } from "#web/components/ui/button";
import { paths } from "#web/config/paths";
import { useAppTexts } from "#web/lib/app-texts";
import { AccountSection } from "./account-section";
import { ApiTokensSection } from "./api-tokens-section";
import { NotificationPreferencesSection } from "./notification-preferences-form";
import { SessionsSection } from "./sessions-section";
import { TeamSection } from "./team-section";

/** What the route hands the page to change the password (the console's dialog). */
export type PasswordDialogProps = {
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
};

/**
 * /account: the signed-in login's own settings, the business's first (its team), then the
 * login's own (e-mails, password, sessions). A customer login sees its team and chooses its
 * e-mails (staff have no team and get none of these mails) and holds its API tokens (a token
 * reads one business's data); every login sees its password and sessions. The password dialog is another feature's, handed in by the route module (features
 * do not import each other).
 */
export function AccountPage({
  showNotifications,
  showApiTokens = false,
  team = "hidden",
  renderPasswordDialog,
  language = null,
  back = "dashboard",
}: {
  /** Where "Back to …" leads: a customer's dashboard, staff's console, a collector's route. */
  back?: "dashboard" | "console" | "route";
  /** The login's language choice (issue 29), composed by the route: first among its own settings. */
  language?: ReactNode;
  showNotifications: boolean;
  /** The API tokens section: customer logins only (staff work in the console). */
  showApiTokens?: boolean;
  /** The Team section: left out (staff), shown to look at (a viewer), or to change (an owner). */
  team?: "hidden" | "view" | "manage";
  renderPasswordDialog: (props: PasswordDialogProps) => ReactNode;
}) {
  const t = useAppTexts().account;
  return (
    // Staff and collectors get no e-mails and hold no API tokens: their intro does not offer them.
    <SimplePage
      heading={t["page.heading"]}
      intro={showNotifications ? t["page.intro"] : t["page.introStaff"]}
    >
      <p className="mt-4">
        <Link
          to={back === "route" ? paths.route : back === "console" ? paths.admin : paths.dashboard}
          className="rounded-sm font-semibold text-forest underline-offset-2 hover:underline focus-ring"
        >
          {back === "route"
            ? t["page.backRoute"]
            : back === "console"
              ? t["page.backConsole"]
              : t["page.back"]}
        </Link>
      </p>
      <div className="mt-8 flex max-w-2xl flex-col gap-6">
        {team === "hidden" ? null : <TeamSection canManage={team === "manage"} />}
        {showNotifications ? <NotificationPreferencesSection /> : null}
        {language}
        <PasswordSection renderDialog={renderPasswordDialog} />
        <SessionsSection />
        {showApiTokens ? <ApiTokensSection /> : null}
      </div>
    </SimplePage>
  );
}

function PasswordSection({
  renderDialog,
}: {
  renderDialog: (props: PasswordDialogProps) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useAppTexts().account;
  return (
    <AccountSection heading={t["password.heading"]} intro={t["password.intro"]}>
      <Button ref={button} variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        {t["password.button"]}
      </Button>
      {open ? renderDialog({ onClose: () => setOpen(false), returnFocus: button }) : null}
    </AccountSection>
  );
}
