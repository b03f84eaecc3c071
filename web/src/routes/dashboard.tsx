import { useSearchParams } from "react-router";
import { CertificateButton } from "../features/certificates/components/certificate-button";
import { CollectionsTab } from "../features/collections/components/collections-tab";
import { COLLECTIONS_TAB } from "../features/collections/log-constants";
import { prefetchEsgPack } from "../features/esg/api/get-esg-pack";
import { EsgTab } from "../features/esg/components/esg-tab";
import { ESG_TAB } from "../features/esg/esg-text";
import { DashboardPage, StaffDashboardNotice } from "../features/impact/components/dashboard-page";
import { ImpactPageTab } from "../features/impact-pages/components/impact-page-tab";
import { IMPACT_PAGE_TAB } from "../features/impact-pages/impact-page-constants";
import { KioskTable } from "../features/kiosks/components/kiosk-table";
import { MediaGallery } from "../features/media/components/media-gallery";
import { BalanceCard } from "../features/money/components/balance-card";
import { MoneyTab } from "../features/money/components/money-tab";
import { MONEY_TAB } from "../features/money/constants";
import { NoticesList } from "../features/notices/components/notices-list";
import { prefetchService } from "../features/pickups/api/prefetch-service";
import { ServiceTab } from "../features/pickups/components/service-tab";
import { SERVICE_TAB } from "../features/pickups/service-constants";
import { useSessionRole } from "../hooks/use-session-role";
import { currentAppTexts } from "../lib/app-texts";
import { pageMeta } from "../lib/page-meta";
import { sessionQueryClient } from "../lib/query-client";
import { getRole, getToken } from "../lib/session-storage";
import type { Route } from "./+types/dashboard";
import { prefetchDashboard } from "./dashboard-prefetch";

export const meta: Route.MetaFunction = () => pageMeta(currentAppTexts().dashboard.title);

/** The business a staff member asked for (`?customerId=FC-…`); a customer's is always their own. */
function viewedCustomer(role: string | null | undefined, search: URLSearchParams): string | null {
  return role === "admin" ? search.get("customerId") || null : null;
}

/** Starts the dashboard's first answers while the layout checks the session (signed in only). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (getToken() !== null) {
    const search = new URL(request.url).searchParams;
    const role = getRole();
    const customerId = viewedCustomer(role, search);
    // Staff without a business have nothing to load.
    if (role !== "admin" || customerId) {
      const tab = search.get("tab");
      prefetchDashboard(sessionQueryClient(), tab, customerId, search);
      if (tab === SERVICE_TAB.id) prefetchService(sessionQueryClient(), customerId);
      if (tab === ESG_TAB.id) prefetchEsgPack(sessionQueryClient(), customerId);
    }
  }
  return null;
}

/** The tabs after the spec's two: Money, Collections, Service, ESG, Public page (issue 15). */
function extraTabs(customerId: string | null) {
  return [
    { ...MONEY_TAB, content: <MoneyTab customerId={customerId} /> },
    { ...COLLECTIONS_TAB, content: <CollectionsTab customerId={customerId} /> },
    { ...SERVICE_TAB, content: <ServiceTab customerId={customerId} /> },
    { ...ESG_TAB, content: <EsgTab customerId={customerId} /> },
    { ...IMPACT_PAGE_TAB, content: <ImpactPageTab customerId={customerId} /> },
  ];
}

/** The balance card first on Green Impact (money), the kiosk table at its bottom (insight). */
function greenImpact(customerId: string | null) {
  return {
    top: (
      <>
        <NoticesList customerId={customerId} />
        <BalanceCard customerId={customerId} />
      </>
    ),
    bottom: <KioskTable customerId={customerId} />,
  };
}

/**
 * A customer's dashboard with its Money, Collections, Service and ESG tabs; for staff, the read-only support view of the business named by
 * `?customerId=` (opened by "View as customer" on the customer's console page), or a pointer to
 * the customers list without one.
 */
export default function DashboardRoute() {
  const role = useSessionRole();
  const [search] = useSearchParams();
  if (role === undefined) return null;
  if (role === "admin") {
    const customerId = viewedCustomer(role, search);
    return customerId ? (
      <DashboardPage
        customerId={customerId}
        extraTabs={extraTabs(customerId)}
        greenImpact={greenImpact(customerId)}
        videos={<MediaGallery />}
        certificate={<CertificateButton />}
      />
    ) : (
      <StaffDashboardNotice />
    );
  }
  return (
    <DashboardPage
      extraTabs={extraTabs(null)}
      greenImpact={greenImpact(null)}
      videos={<MediaGallery />}
      certificate={<CertificateButton />}
    />
  );
}
