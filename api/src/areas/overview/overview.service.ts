import {
  IDLE_KIOSK_DAYS,
  OVERVIEW_LIST_LIMIT,
  type Overview,
} from "@filtercycle/contract/overview";
import { countFlaggedBags } from "#api/areas/custody/index.ts";
import { customersByIds } from "#api/areas/customers/index.ts";
import { countOpenEnquiries } from "#api/areas/enquiries/index.ts";
import { collectionTotalsBetween, idleKiosks } from "#api/areas/impact/index.ts";
import { balancesAbove, payoutRequestsIn, toAdminPayoutRequests } from "#api/areas/money/index.ts";
import { listStops, requestsIn, toAdminRequests } from "#api/areas/pickups/index.ts";
import { readImpactSettings, readPayoutThreshold } from "#api/areas/settings/index.ts";
import type { Db } from "#api/db/database.ts";
import { addDays, type IsoDate, todayIn } from "#api/lib/dates.ts";

/** The Monday of `date`'s week (Monday to Sunday). */
export function mondayOf(date: IsoDate): IsoDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The console's overview at `now`, in the business's time zone: open enquiries, the collections
 * dated this week (Monday to today), bags flagged at intake, payouts due (balance above the payout threshold), the
 * payout and pickup requests waiting for staff, yesterday's missed stops and the kiosks idle for
 * IDLE_KIOSK_DAYS days. Every figure comes from its own area's service.
 */
export async function readOverview(db: Db, now: Date): Promise<Overview> {
  const { businessTimeZone } = await readImpactSettings(db);
  const today = todayIn(businessTimeZone, now);
  const from = mondayOf(today);
  const since = addDays(today, -IDLE_KIOSK_DAYS);
  const threshold = await readPayoutThreshold(db);
  const yesterday = addDays(today, -1);
  const [openEnquiries, flaggedBags, week, due, idle, payoutAsks, pickupAsks, yesterdays] =
    await Promise.all([
      countOpenEnquiries(db),
      countFlaggedBags(db),
      collectionTotalsBetween(db, { from, to: today }),
      balancesAbove(db, threshold, OVERVIEW_LIST_LIMIT),
      idleKiosks(db, since, OVERVIEW_LIST_LIMIT),
      payoutRequestsIn(db, "requested", { page: 1, pageSize: OVERVIEW_LIST_LIMIT }),
      requestsIn(db, "requested", { page: 1, pageSize: OVERVIEW_LIST_LIMIT }),
      listStops(db, yesterday, yesterday),
    ]);
  const missed = yesterdays.stops.filter((stop) => stop.status === "missed");
  const [payoutItems, pickupItems] = await Promise.all([
    toAdminPayoutRequests(db, payoutAsks.rows),
    toAdminRequests(db, pickupAsks.rows),
  ]);
  const names = await customersByIds(db, [
    ...new Set([...due.top, ...idle.items].map((row) => row.customerId)),
  ]);
  const nameOf = (id: string) => names.get(id) ?? { code: "", name: "" };
  return {
    today,
    openEnquiries,
    flaggedBags,
    collectionsThisWeek: { from, to: today, ...week },
    payoutsDue: {
      threshold,
      count: due.count,
      top: due.top.map((row) => ({
        customerCode: nameOf(row.customerId).code,
        customerName: nameOf(row.customerId).name,
        balance: row.balance,
      })),
    },
    payoutRequests: {
      count: payoutAsks.total,
      items: payoutItems.map((row) => ({
        id: row.id,
        amount: row.amount,
        customerCode: row.customerCode,
        customerName: row.customerName,
        requestedAt: row.requestedAt,
      })),
    },
    pickupRequests: {
      count: pickupAsks.total,
      items: pickupItems.map((row) => ({
        id: row.id,
        customerCode: row.customerCode,
        customerName: row.customerName,
        kioskLabel: row.kioskLabel,
        reason: row.reason,
        preferredOn: row.preferredOn,
        requestedAt: row.createdAt,
      })),
    },
    missedYesterday: {
      date: yesterday,
      count: missed.length,
      items: missed.slice(0, OVERVIEW_LIST_LIMIT).map((stop) => ({
        pickupId: stop.id,
        customerCode: stop.customerCode,
        customerName: stop.customerName,
        kioskLabel: stop.kioskLabel,
        missReason: stop.missReason,
        newDate: stop.newDate,
      })),
    },
    idleKiosks: {
      since,
      count: idle.count,
      items: idle.items.map((row) => ({
        customerCode: nameOf(row.customerId).code,
        customerName: nameOf(row.customerId).name,
        kioskId: row.kioskId,
        label: row.label,
        serial: row.serial,
        lastCollectedOn: row.lastCollectedOn,
      })),
    },
  };
}
