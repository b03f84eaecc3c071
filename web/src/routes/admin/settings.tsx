import { StaffLoginsSection } from "../../features/customers/components/logins-section";
import { KioskModelsSection } from "../../features/kiosks/components/kiosk-models-section";
import { SettingsPage } from "../../features/settings/components/settings-page";
import { SETTINGS_TEXT } from "../../features/settings/constants";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => pageMeta(SETTINGS_TEXT.heading);

/**
 * /admin/settings: impact factors with effective dates and their history, the other company
 * settings, and the staff logins (invited and revoked like customer logins).
 */
export default function SettingsRoute() {
  return (
    <div className="space-y-8">
      <SettingsPage />
      <KioskModelsSection />
      <StaffLoginsSection />
    </div>
  );
}
