import type {
  AdminPickupRequest,
  Pickup,
  PickupRequest,
  Stop,
} from "@filtercycle/contract/pickups/pickups";
import { desc, inArray } from "drizzle-orm";
import { collectionFiguresByIds, heldStatesByIds } from "#api/areas/collections/index.ts";
import { customerPlacesByIds } from "#api/areas/customers/index.ts";
import { type KioskRef, kiosksByIds } from "#api/areas/kiosks/index.ts";
import { collectionCredits } from "#api/areas/money/index.ts";
import type { Db } from "#api/db/database.ts";
import { pickupRequests, type pickups } from "./pickups.tables.ts";

/**
 * Pickups and requests as the contract shows them: each row with its kiosk, business and
 * collection, read through those areas' services in one query each per list.
 */

export type PickupRow = typeof pickups.$inferSelect;
export type RequestRow = typeof pickupRequests.$inferSelect;

/** Where each audience reads a pickup's photo. */
export const PHOTO_BASE = { customer: "/api/pickups", staff: "/api/admin/pickups" } as const;

/** Pickups as the customer's Service tab shows them. */
export async function toPickups(
  db: Db,
  rows: readonly PickupRow[],
  audience: keyof typeof PHOTO_BASE,
  known?: Map<string, KioskRef>,
): Promise<Pickup[]> {
  const [kiosks, figures, held] = await Promise.all([
    known ??
      kiosksByIds(
        db,
        rows.map((row) => row.kioskId),
      ),
    collectionFiguresByIds(
      db,
      collectionCredits,
      rows.map((row) => row.collectionId),
    ),
    heldStatesByIds(
      db,
      rows.map((row) => (row.collectionId === null ? row.heldCollectionId : null)),
    ),
  ]);
  return rows.map((row) => {
    const collection = row.collectionId === null ? undefined : figures.get(row.collectionId);
    const review =
      row.collectionId === null && row.heldCollectionId !== null
        ? held.get(row.heldCollectionId)
        : undefined;
    // Staff see the weight that waits for review; the business sees it once it is accepted.
    const heldKg = review && audience === "staff" ? review.buttsKg : null;
    return {
      id: row.id,
      kioskId: row.kioskId,
      kioskLabel: kiosks.get(row.kioskId)?.label ?? "",
      date: row.plannedOn,
      status: row.status,
      buttsKg: collection?.buttsKg ?? heldKg,
      buttsNumber: collection?.buttsNumber ?? null,
      estimated: collection?.estimated ?? null,
      credit: collection?.credit ?? null,
      missReason: row.missReason,
      missNote: row.missNote,
      newDate: row.rescheduledTo,
      photoUrl: row.photoStorageKey ? `${PHOTO_BASE[audience]}/${row.id}/photo` : null,
      review:
        review?.status === "held" ? "held" : review?.status === "rejected" ? "rejected" : null,
      thumbnailUrl: row.photoStorageKey
        ? `${PHOTO_BASE[audience]}/${row.id}/photo?size=thumbnail`
        : null,
    };
  });
}

/** Pickups as the console shows them: with the business, the kiosk and the request answered. */
export async function toStops(db: Db, rows: readonly PickupRow[]): Promise<Stop[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [kiosks, places, requests] = await Promise.all([
    kiosksByIds(
      db,
      rows.map((row) => row.kioskId),
    ),
    customerPlacesByIds(
      db,
      rows.map((row) => row.customerId),
    ),
    db
      .select({
        id: pickupRequests.id,
        pickupId: pickupRequests.pickupId,
        reason: pickupRequests.reason,
        note: pickupRequests.note,
      })
      .from(pickupRequests)
      .where(inArray(pickupRequests.pickupId, ids))
      .orderBy(desc(pickupRequests.createdAt)),
  ]);
  const requestOf = new Map<string, (typeof requests)[number]>();
  for (const request of requests) {
    if (request.pickupId && !requestOf.has(request.pickupId))
      requestOf.set(request.pickupId, request);
  }
  const views = await toPickups(db, rows, "staff", kiosks);
  return rows.map((row, i) => {
    const kiosk = kiosks.get(row.kioskId);
    const place = places.get(row.customerId);
    const request = requestOf.get(row.id);
    return {
      ...(views[i] as Pickup),
      customerCode: place?.code ?? "",
      customerName: place?.name ?? "",
      city: place?.city ?? "",
      address: place?.address ?? "",
      sitePhone: place?.phone ?? "",
      coordinates:
        place?.latitude != null && place.longitude != null
          ? { latitude: Number(place.latitude), longitude: Number(place.longitude) }
          : null,
      kioskSerial: kiosk?.serial ?? "",
      kioskLocation: kiosk?.location ?? "",
      collector: row.collector,
      bagCode: row.bagCode,
      requestId: request?.id ?? null,
      requestReason: request?.reason ?? null,
      requestNote: request?.note ?? "",
    };
  });
}

export async function toStop(db: Db, row: PickupRow): Promise<Stop> {
  return (await toStops(db, [row]))[0] as Stop;
}

/** Route order: by date, city, business, kiosk label. */
export function inRouteOrder(stops: Stop[]): Stop[] {
  const text = (a: string, b: string) => a.localeCompare(b, "en");
  return stops.sort(
    (a, b) =>
      text(a.date, b.date) ||
      text(a.city, b.city) ||
      text(a.customerName, b.customerName) ||
      text(a.kioskLabel, b.kioskLabel) ||
      text(a.id, b.id),
  );
}

export function toRequest(row: RequestRow, kioskLabel: string): PickupRequest {
  return {
    id: row.id,
    kioskId: row.kioskId,
    kioskLabel,
    reason: row.reason,
    note: row.note,
    status: row.status,
    scheduledOn: row.scheduledOn,
    preferredOn: row.preferredOn,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Requests with their kiosk's label (one query for the kiosks). */
export async function toRequests(db: Db, rows: readonly RequestRow[]): Promise<PickupRequest[]> {
  const kiosks = await kiosksByIds(
    db,
    rows.map((row) => row.kioskId),
  );
  return rows.map((row) => toRequest(row, kiosks.get(row.kioskId)?.label ?? ""));
}

/** Requests as the console lists them, with their business. */
export async function toAdminRequests(
  db: Db,
  rows: readonly RequestRow[],
): Promise<AdminPickupRequest[]> {
  const [views, places] = await Promise.all([
    toRequests(db, rows),
    customerPlacesByIds(
      db,
      rows.map((row) => row.customerId),
    ),
  ]);
  return rows.map((row, i) => {
    const place = places.get(row.customerId);
    return {
      ...(views[i] as PickupRequest),
      customerCode: place?.code ?? "",
      customerName: place?.name ?? "",
      city: place?.city ?? "",
      pickupId: row.pickupId,
    };
  });
}
