import { CustomerAuditTrail } from "../../features/audit/components/customer-audit-trail";
import { CustomerCertificatesSection } from "../../features/certificates/components/customer-certificates-section";
import { CustomerCollectionsSection } from "../../features/collections/components/customer-collections-section";
import { CustomerPage } from "../../features/customers/components/customer-page";
import { detailTextNow } from "../../features/customers/constants";
import { CustomerEsgSection } from "../../features/esg/components/customer-esg-section";
import { CustomerAwarenessSection } from "../../features/impact/components/customer-awareness-section";
import { CustomerKiosksSection } from "../../features/kiosks/components/customer-kiosks-section";
import { CustomerMediaSection } from "../../features/media/components/customer-media-section";
import { CustomerBalanceSection } from "../../features/money/components/customer-balance-section";
import { CustomerPayeeSection } from "../../features/money/components/customer-payee-section";
import { KioskScheduleButton } from "../../features/pickups/components/kiosk-schedule-dialog";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/customer";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta(detailTextNow().title(params.code));

/**
 * A customer's page: details, figures, deactivation and logins (customers feature); the sections
 * other features build go below, each in its marked place (they take `params.code`).
 */
export default function CustomerRoute({ params }: Route.ComponentProps) {
  return (
    <CustomerPage code={params.code}>
      <CustomerKiosksSection
        customerCode={params.code}
        kioskActions={(kiosk) => <KioskScheduleButton kioskId={kiosk.id} label={kiosk.label} />}
      />
      <CustomerCollectionsSection customerCode={params.code} />
      <CustomerBalanceSection customerCode={params.code} />
      <CustomerPayeeSection customerCode={params.code} />
      <CustomerAwarenessSection customerCode={params.code} />
      <CustomerMediaSection customerCode={params.code} />
      <CustomerCertificatesSection customerCode={params.code} />
      <CustomerEsgSection customerCode={params.code} />
      <CustomerAuditTrail customerCode={params.code} />
    </CustomerPage>
  );
}
