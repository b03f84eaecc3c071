import { useState } from "react";
import { QueryState } from "#web/components/ui/query-state";
import { useAppTexts } from "#web/lib/app-texts";
import { businessToday } from "#web/lib/dashboard-dates";
import { usePickups } from "../hooks/use-service";
import { KioskList } from "./kiosk-list";
import { ServiceHistory } from "./service-history";

/**
 * The dashboard's Service tab (issue 13): the business's kiosks with their next and last pickup
 * and a way to request one, then the service history. With `customerId` (staff's support view)
 * it shows that business, read-only: no request buttons.
 */
export function ServiceTab({ customerId = null }: { customerId?: string | null }) {
  const [page, setPage] = useState(1);
  const pickups = usePickups(page, customerId);
  const texts = useAppTexts();

  return (
    <QueryState
      query={pickups}
      texts={{
        loading: texts.service.loading,
        loadFailed: texts.service.loadFailed,
        retry: texts.dashboard.retry,
      }}
    >
      {({ kiosks, history, planningMode, pickupThresholdPercent }) => (
        <div className="flex flex-col gap-10">
          <KioskList
            kiosks={kiosks}
            readOnly={customerId !== null}
            planning={{
              mode: planningMode,
              thresholdPercent: pickupThresholdPercent,
              today: businessToday(),
            }}
          />
          <ServiceHistory history={history} busy={pickups.isPlaceholderData} onPage={setPage} />
        </div>
      )}
    </QueryState>
  );
}
