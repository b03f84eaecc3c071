import type { GreenImpact } from "@filtercycle/contract/impact/dashboard";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "#web/config/paths";
import { useFocusOnArrival } from "#web/hooks/use-focus-on-arrival";
import { useViewedCustomer } from "#web/hooks/use-viewed-customer";
import { fill, useAppTexts } from "#web/lib/app-texts";
import { getCustomerName } from "#web/lib/session-storage";
import { useGreenImpact } from "../hooks/use-dashboard-data";
import { RetryNotice, Skeleton } from "./retry-notice";

/**
 * The dashboard's header (SPEC.md §2): greeting, address, the certificate button, service and
 * business type, and the Redeem link (PRODUCT.md: a staff setting; none when it is not set).
 */
export function DashboardHeader({ certificate = null }: { certificate?: ReactNode }) {
  const impact = useGreenImpact();
  // Staff's support view shows a business's dashboard read-only: no Redeem form for staff.
  const supportView = useViewedCustomer() !== null;
  // The stored name greets at once; the answer's name replaces it when it arrives (in the
  // support view the stored name is the staff member's: only the answer's).
  const name = impact.data?.name ?? (supportView ? null : getCustomerName());
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  const t = useAppTexts().dashboard;

  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight break-words text-forest outline-none sm:text-4xl"
        >
          {name ? (
            fill(t["header.greeting"], { name })
          ) : (
            // No name yet (none stored, answer pending): the page still has a named heading.
            <>
              <span className="sr-only">{t.heading}</span>
              <Skeleton className="h-9 w-64" />
            </>
          )}
        </h1>
        {impact.isPending ? (
          <div className="mt-3 space-y-2" aria-busy="true">
            <span className="sr-only">{t["header.loadingProfile"]}</span>
            <Skeleton className="h-4 w-72 max-w-full" />
            <Skeleton className="h-4 w-56 max-w-full" />
          </div>
        ) : impact.isError ? (
          <div className="mt-3">
            <RetryNotice message={t["loadFailed.profile"]} onRetry={() => void impact.refetch()} />
          </div>
        ) : (
          <CustomerDetails impact={impact.data} />
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3">
        {certificate}
        {impact.data?.redeemUrl && !supportView ? (
          <a
            href={impact.data.redeemUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full border-2 border-leaf px-5 py-2 font-semibold text-forest hover:bg-leaf hover:text-white focus-ring"
          >
            {t["header.redeem"]}
            <span className="sr-only"> {t["header.redeemNewTab"]}</span>
          </a>
        ) : null}
        {/* The login's own settings: not the business staff are looking at. */}
        {supportView ? null : (
          <Link
            to={paths.account}
            className="rounded-md px-2 py-2 font-semibold text-forest underline-offset-2 hover:underline focus-ring"
          >
            {t["header.account"]}
          </Link>
        )}
      </div>
    </header>
  );
}

function CustomerDetails({ impact }: { impact: GreenImpact }) {
  const t = useAppTexts().dashboard;
  const lines = [
    impact.address_line_1,
    impact.address_line_2,
    [impact.city, impact.state, impact.pincode].filter(Boolean).join(", "),
  ].filter((line) => line.trim() !== "");
  return (
    <div className="mt-3 text-ink/80">
      <address className="not-italic break-words">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <p className="mt-2 font-medium break-words text-forest">
        {fill(t["header.serviceLine"], {
          serviceType: impact.serviceType,
          businessType: impact.businessType,
        })}
      </p>
      {/* Plain text (selectable, copyable): the number the partner quotes to the team. */}
      <p className="mt-1 text-sm text-ink/80">
        {t["header.customerId"]}{" "}
        <span className="font-mono font-semibold text-forest select-all">{impact.customerId}</span>
      </p>
    </div>
  );
}
