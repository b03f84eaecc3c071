import type { PlanningMode } from "@filtercycle/contract/forecasts/forecasts";
import type { PickupRequest, ServiceKiosk } from "@filtercycle/contract/pickups/pickups";
import { useId, useRef, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { useAppLanguage } from "#web/lib/app-language";
import { type AppTexts, fill, useAppTexts } from "#web/lib/app-texts";
import {
  type FormatLocale,
  formatBusinessDate,
  formatDay,
  formatDayMonth,
  formatNumber,
} from "#web/lib/format";
import { RequestPickupDialog } from "./request-pickup-dialog";

type Texts = AppTexts["service"];

/**
 * Each kiosk with its next and last pickup and its open request's status. "Request a pickup"
 * shows while a kiosk has no open request (never in staff's read-only support view). A kiosk's
 * `lastRequest` tells it that its last request was declined.
 */
export function KioskList({
  kiosks,
  readOnly,
  planning,
}: {
  kiosks: readonly ServiceKiosk[];
  readOnly: boolean;
  /** How the business is planned and at what fill a kiosk planned by fill is visited. */
  planning: { mode: PlanningMode; thresholdPercent: number; today: string };
}) {
  const headingId = useId();
  const t = useAppTexts().service;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-forest">
        {t["kiosks.heading"]}
      </h2>
      {kiosks.length === 0 ? (
        <p className="mt-3 text-ink/75">{t["kiosks.empty"]}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
          {kiosks.map((kiosk) => (
            <KioskCard key={kiosk.id} kiosk={kiosk} readOnly={readOnly} planning={planning} />
          ))}
        </ul>
      )}
    </section>
  );
}

function KioskCard({
  kiosk,
  readOnly,
  planning,
}: {
  kiosk: ServiceKiosk;
  readOnly: boolean;
  planning: { mode: PlanningMode; thresholdPercent: number; today: string };
}) {
  const [requesting, setRequesting] = useState(false);
  const [sent, setSent] = useState(false);
  const t = useAppTexts().service;
  const locale = useAppLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // Where focus goes when the dialog closes: the button on Cancel, the kiosk's heading after a
  // request (the button is gone then, replaced by the request's status).
  const returnTo = useRef<HTMLElement | null>(null);
  const open = kiosk.openRequest;
  const last = kiosk.lastRequest;
  const declined = !open && last?.status === "declined" ? last : null;
  const forecast = kiosk.forecast;
  // A kiosk planned by fill is visited around the day it reaches the threshold (today at the
  // earliest when that day has passed).
  const around =
    planning.mode === "fill" && forecast?.fullOn && !open
      ? forecast.fullOn < planning.today
        ? planning.today
        : forecast.fullOn
      : null;

  return (
    <Card as="li" padding="sm" className="flex flex-col gap-3">
      <div>
        <h3
          ref={heading}
          tabIndex={-1}
          className="text-lg font-bold break-words text-forest outline-none"
        >
          {kiosk.label}
        </h3>
        {kiosk.location ? <p className="break-words text-ink/75">{kiosk.location}</p> : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-ink/70">{t["kiosks.nextPickup"]}</dt>
          <dd className="font-semibold text-ink">
            {kiosk.nextPickup ? formatDay(kiosk.nextPickup, locale) : t["kiosks.notPlanned"]}
          </dd>
        </div>
        <div>
          <dt className="text-ink/70">{t["kiosks.lastPickup"]}</dt>
          <dd className="font-semibold text-ink">
            {kiosk.lastPickup ? formatDay(kiosk.lastPickup, locale) : t["kiosks.noneYet"]}
          </dd>
        </div>
        {forecast ? (
          <div className="col-span-2">
            <dt className="text-ink/70">{t["kiosks.fillNow"]}</dt>
            <dd className="font-semibold text-ink">
              {fill(t["kiosks.fillValue"], {
                kg: formatNumber(forecast.fillKg, 1, locale),
                percent: String(Math.round(forecast.fillPercent)),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {around ? (
        <p className="text-sm break-words text-ink/80">
          {fill(t["kiosks.forecast"], {
            day: formatDayMonth(around, locale),
            percent: String(planning.thresholdPercent),
          })}
        </p>
      ) : null}
      {sent && open ? (
        <Alert tone="success">{fill(t["kiosks.sent"], { kiosk: kiosk.label })}</Alert>
      ) : null}
      {open ? (
        <p className="rounded-lg bg-leaf/10 px-3 py-2 text-sm font-semibold text-forest">
          {requestStatus(open, t, locale)}
        </p>
      ) : (
        <>
          {declined ? (
            <p className="text-sm break-words text-ink/80">
              {fill(t[declined.declineReason ? "kiosks.declinedReason" : "kiosks.declined"], {
                day: formatBusinessDate(declined.createdAt, locale),
                reason: declined.declineReason ?? "",
              })}
            </p>
          ) : null}
          {readOnly ? null : (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={(event) => {
                returnTo.current = event.currentTarget;
                setRequesting(true);
              }}
            >
              {t["kiosks.requestButton"]}
              <span className="sr-only">
                {" "}
                {fill(t["kiosks.requestButtonFor"], { kiosk: kiosk.label })}
              </span>
            </Button>
          )}
        </>
      )}
      {requesting ? (
        <RequestPickupDialog
          kiosk={kiosk}
          returnFocus={returnTo}
          onClose={() => setRequesting(false)}
          onSent={() => {
            returnTo.current = heading.current;
            setSent(true);
            setRequesting(false);
          }}
        />
      ) : null}
    </Card>
  );
}

/** "Pickup requested on 23 Nov 2026" / "Pickup scheduled for 26 Nov 2026". */
function requestStatus(request: PickupRequest, t: Texts, locale: FormatLocale): string {
  if (request.status === "scheduled" && request.scheduledOn)
    return fill(t["kiosks.scheduled"], { day: formatDay(request.scheduledOn, locale) });
  const day = formatBusinessDate(request.createdAt, locale);
  return request.status === "requested" && request.preferredOn
    ? fill(t["kiosks.requestedPreferred"], {
        day,
        preferred: formatDay(request.preferredOn, locale),
      })
    : fill(t["kiosks.requested"], { day });
}
