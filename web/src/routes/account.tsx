import { AccountPage } from "../features/accounts/components/account-page";
import { LanguageSection } from "../features/accounts/components/language-section";
import { ChangePasswordDialog } from "../features/console/components/change-password-dialog";
import { useBusinessRole } from "../hooks/use-business-role";
import { useSessionRole } from "../hooks/use-session-role";
import { currentAppTexts } from "../lib/app-texts";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => pageMeta(currentAppTexts().account.title);

/**
 * /account: the signed-in login's own settings. Customers choose their e-mails (staff get none
 * of these mails) and see their business's team, which only an owner changes; the password
 * dialog is the console's, composed here.
 */
export default function AccountRoute() {
  const role = useSessionRole();
  const businessRole = useBusinessRole();
  if (role === undefined) return null;
  return (
    <AccountPage
      showNotifications={role === "customer"}
      showApiTokens={role === "customer"}
      team={role !== "customer" ? "hidden" : businessRole === "owner" ? "manage" : "view"}
      renderPasswordDialog={(props) => <ChangePasswordDialog {...props} />}
      language={<LanguageSection />}
      back={role === "collector" ? "route" : role === "admin" ? "console" : "dashboard"}
    />
  );
}
