import { useSearchParams } from "react-router";
import { TabBar, TabPanel, useTabIdBase } from "#web/components/tab-bar";
import { DASHBOARD_TABS, DASHBOARD_TEXT, type DashboardTabId, TAB_IDS } from "../constants";
import { BenefitTable } from "./benefit-table";
import { CigaretteTable } from "./cigarette-table";
import { DashboardHeader } from "./dashboard-header";
import { ImpactCards } from "./impact-cards";
import { MediaGallery } from "./media-gallery";
import { MonthlyChart } from "./monthly-chart";

/** `?tab=videos` opens the Videos tab (a reload or a shared link keeps it); anything else, Green Impact. */
function tabFrom(value: string | null): DashboardTabId {
  return value === TAB_IDS.videos ? TAB_IDS.videos : TAB_IDS.greenImpact;
}

/** The customer dashboard (SPEC.md §2 "Dashboard"): header, then the two tabs. */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = tabFrom(searchParams.get("tab"));
  const idBase = useTabIdBase();

  const changeTab = (id: DashboardTabId) => {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id === TAB_IDS.greenImpact) next.delete("tab");
        else next.set("tab", id);
        return next;
      },
      // Switching tabs is not a new page: Back leaves the dashboard, and the view stays put.
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <DashboardHeader />
      <div className="mt-8">
        <TabBar
          tabs={DASHBOARD_TABS}
          activeId={active}
          onChange={changeTab}
          label={DASHBOARD_TEXT.tabsLabel}
          idBase={idBase}
        />
        <TabPanel
          idBase={idBase}
          tabId={active}
          className="rounded-sm pt-6 focus-ring focus-visible:outline-offset-4"
        >
          {active === TAB_IDS.greenImpact ? (
            <div className="flex flex-col gap-8">
              <ImpactCards />
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
                <CigaretteTable />
                <BenefitTable />
              </div>
              <MonthlyChart />
            </div>
          ) : (
            <MediaGallery />
          )}
        </TabPanel>
      </div>
    </div>
  );
}
