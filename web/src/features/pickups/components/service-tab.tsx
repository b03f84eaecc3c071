import { useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { usePickupRequests, usePickups } from "../hooks/use-service";
import { SERVICE_TEXT } from "../service-constants";
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
  // Only says whether a kiosk's last request was declined: its failure leaves that line out.
  const requests = usePickupRequests(customerId);

  if (pickups.isPending) {
    return (
      <p role="status" className="text-ink/75">
        {SERVICE_TEXT.loading}
      </p>
    );
  }
  if (pickups.isError) {
    return (
      <Alert tone="error">
        <p>
          {SERVICE_TEXT.loadFailed} {pickups.error.message}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => void pickups.refetch()}
        >
          {SERVICE_TEXT.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      <KioskList
        kiosks={pickups.data.kiosks}
        requests={requests.data?.items ?? []}
        readOnly={customerId !== null}
      />
      <ServiceHistory
        history={pickups.data.history}
        busy={pickups.isPlaceholderData}
        onPage={setPage}
      />
    </div>
  );
}
