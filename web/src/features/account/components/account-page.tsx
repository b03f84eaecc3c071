import { type ReactNode, type RefObject, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { SimplePage } from "#web/components/simple-page";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { paths } from "#web/config/paths";
import { ACCOUNT_TEXT } from "../constants";
import { NotificationPreferencesSection } from "./notification-preferences-form";

/** What the route hands the page to change the password (the console's dialog). */
export type PasswordDialogProps = {
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
};

/**
 * /account: the signed-in login's own settings. A customer login chooses its e-mails (staff get
 * none of these mails, so they see only the password). The password dialog is another
 * feature's, handed in by the route module (features do not import each other).
 */
export function AccountPage({
  showNotifications,
  renderPasswordDialog,
}: {
  showNotifications: boolean;
  renderPasswordDialog: (props: PasswordDialogProps) => ReactNode;
}) {
  return (
    <SimplePage heading={ACCOUNT_TEXT.heading} intro={ACCOUNT_TEXT.intro}>
      <p className="mt-4">
        <Link
          to={paths.dashboard}
          className="rounded-sm font-semibold text-forest underline-offset-2 hover:underline focus-ring"
        >
          {ACCOUNT_TEXT.backToDashboard}
        </Link>
      </p>
      <div className="mt-8 flex max-w-2xl flex-col gap-6">
        {showNotifications ? <NotificationPreferencesSection /> : null}
        <PasswordSection renderDialog={renderPasswordDialog} />
      </div>
    </SimplePage>
  );
}

function PasswordSection({
  renderDialog,
}: {
  renderDialog: (props: PasswordDialogProps) => ReactNode;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const text = ACCOUNT_TEXT.password;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {text.heading}
      </h2>
      <p className="mt-2 text-ink/80">{text.intro}</p>
      <Button ref={button} variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        {text.button}
      </Button>
      {open ? renderDialog({ onClose: () => setOpen(false), returnFocus: button }) : null}
    </Card>
  );
}
