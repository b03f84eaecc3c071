import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { PeriodBar } from "#web/components/period-bar";
import { SimplePage } from "#web/components/simple-page";
import { TabBar, TabPanel, useTabIdBase } from "#web/components/tab-bar";
import { ButtonLink } from "#web/components/ui/button";
import { ViewedCustomerContext } from "#web/hooks/use-viewed-customer";
import { useAppTexts } from "#web/lib/app-texts";
import { DASHBOARD_TABS, SUPPORT_VIEW_TEXT, TAB_IDS } from "../constants";
import { useGreenImpact } from "../hooks/use-dashboard-data";
import { BenefitTable } from "./benefit-table";
import { CigaretteTable } from "./cigarette-table";
import { DashboardHeader } from "./dashboard-header";
import { ImpactCards } from "./impact-cards";
import { MonthlyChart } from "./monthly-chart";

/**
 * A tab another feature builds (the Service tab), composed by the route module: features do not
 * import each other. It comes after the spec's two tabs.
 */
export type ExtraTab = { id: string; label: string; content: ReactNode };

/**
 * What other features add to the Green Impact tab (issue 14; docs/decisions/0065): `top` comes
 * first (the balance card), `bottom` after the chart (the kiosk table).
 */
export type GreenImpactSlots = { top?: ReactNode; bottom?: ReactNode };

/**
 * `?tab=videos` opens the Videos tab, `?tab=<id>` an extra tab (a reload or a shared link keeps
 * it); anything else, Green Impact.
 */
function tabFrom(value: string | null, extraTabs: readonly ExtraTab[]): string {
  if (value === TAB_IDS.videos) return TAB_IDS.videos;
  return extraTabs.find((tab) => tab.id === value)?.id ?? TAB_IDS.greenImpact;
}

/**
 * The customer dashboard (SPEC.md §2 "Dashboard"): header, then the two tabs, then `extraTabs`.
 * With `customerId` (staff's support view) it shows that business's dashboard, read-only, under
 * a banner saying so; every call carries the code.
 */
export function DashboardPage({
  customerId = null,
  extraTabs = [],
  greenImpact = {},
  videos = null,
  certificate = null,
}: {
  customerId?: string | null;
  extraTabs?: readonly ExtraTab[];
  greenImpact?: GreenImpactSlots;
  /** The Videos tab's content, the media feature's gallery (composed by the route module). */
  videos?: ReactNode;
  /** The header's certificate button, the certificates feature's (composed by the route module). */
  certificate?: ReactNode;
}) {
  return (
    <ViewedCustomerContext.Provider value={customerId}>
      <Dashboard
        customerId={customerId}
        extraTabs={extraTabs}
        greenImpact={greenImpact}
        videos={videos}
        certificate={certificate}
      />
    </ViewedCustomerContext.Provider>
  );
}

function Dashboard({
  customerId,
  extraTabs,
  greenImpact,
  videos,
  certificate,
}: {
  customerId: string | null;
  extraTabs: readonly ExtraTab[];
  greenImpact: GreenImpactSlots;
  videos: ReactNode;
  certificate: ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = tabFrom(searchParams.get("tab"), extraTabs);
  const idBase = useTabIdBase();
  const t = useAppTexts().dashboard;
  // Each tab's label in the reader's language (issue 29); a tab the catalogue does not name keeps its own.
  const tabs = [...DASHBOARD_TABS, ...extraTabs.map(({ id, label }) => ({ id, label }))].map(
    ({ id, label }) => ({ id, label: (t as Record<string, string>)[`tabs.${id}`] ?? label }),
  );
  const extra = extraTabs.find((tab) => tab.id === active);

  const changeTab = (id: string) => {
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
      {customerId ? <SupportBanner code={customerId} /> : null}
      <DashboardHeader certificate={certificate} />
      <div className="mt-8">
        <TabBar
          tabs={tabs}
          activeId={active}
          onChange={changeTab}
          label={t["tabs.label"]}
          idBase={idBase}
        />
        <TabPanel
          idBase={idBase}
          tabId={active}
          className="rounded-sm pt-6 focus-ring focus-visible:outline-offset-4"
        >
          {extra ? (
            extra.content
          ) : active === TAB_IDS.greenImpact ? (
            <div className="flex flex-col gap-8">
              {greenImpact.top}
              <PeriodBar />
              <ImpactCards />
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
                <CigaretteTable />
                <BenefitTable />
              </div>
              <MonthlyChart />
              {greenImpact.bottom}
            </div>
          ) : (
            videos
          )}
        </TabPanel>
      </div>
    </div>
  );
}

/** "Viewing <business> (FC-…) as staff — read-only", with the way back to its console page. */
function SupportBanner({ code }: { code: string }) {
  const impact = useGreenImpact();
  const name = impact.data?.name ?? SUPPORT_VIEW_TEXT.loadingName;
  return (
    <div
      role="note"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <p className="font-semibold">{SUPPORT_VIEW_TEXT.banner(name, code)}</p>
      <Link
        to={SUPPORT_VIEW_TEXT.customerPath(code)}
        className="rounded-md font-semibold underline focus-ring"
      >
        {SUPPORT_VIEW_TEXT.backToCustomer}
      </Link>
    </div>
  );
}

/** Staff on /dashboard without `?customerId=`: there is no dashboard of their own to show. */
export function StaffDashboardNotice() {
  const text = SUPPORT_VIEW_TEXT.noCustomer;
  return (
    <SimplePage heading={text.heading} intro={text.body}>
      <ButtonLink to={text.path} className="mt-8">
        {text.link}
      </ButtonLink>
    </SimplePage>
  );
}
