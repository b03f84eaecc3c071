import type { CollectionLogItem, KioskBreakdown } from "@filtercycle/contract/collections/insight";

/**
 * Realistic answers of the insight calls for the demo business (FC-1001) in November 2026 (the
 * tests' today is 23 Nov 2026), shaped like the API's. The real API is covered by its own tests.
 */
export const kioskBreakdown: KioskBreakdown = {
  startDate: "2026-11-01",
  endDate: "2026-11-23",
  buttsCount: 6330,
  buttsKg: 1.708,
  kiosks: [
    {
      kioskId: "0b5c1c1e-0000-4000-8000-000000000001",
      label: "Terrace",
      location: "Ground floor terrace",
      serial: "FC-K-0001",
      installedOn: "2024-11-23",
      removedOn: null,
      buttsCount: 4330,
      buttsKg: 1.068,
      share: 0.6253,
      lastPickupOn: "2026-11-12",
      trend: [
        { month: "2026-06-01", buttsKg: 1.2 },
        { month: "2026-07-01", buttsKg: 0.8 },
        { month: "2026-08-01", buttsKg: 1.5 },
        { month: "2026-09-01", buttsKg: 1.25 },
        { month: "2026-10-01", buttsKg: 2 },
        { month: "2026-11-01", buttsKg: 1.068 },
      ],
    },
    {
      kioskId: "0b5c1c1e-0000-4000-8000-000000000002",
      label: "Lobby",
      location: "Main entrance",
      serial: "FC-K-0002",
      installedOn: "2025-02-01",
      removedOn: "2026-11-10",
      buttsCount: 2000,
      buttsKg: 0.64,
      share: 0.3747,
      lastPickupOn: "2026-11-05",
      trend: [
        { month: "2026-06-01", buttsKg: 0.5 },
        { month: "2026-07-01", buttsKg: 0.6 },
        { month: "2026-08-01", buttsKg: 0.7 },
        { month: "2026-09-01", buttsKg: 0.65 },
        { month: "2026-10-01", buttsKg: 0.9 },
        { month: "2026-11-01", buttsKg: 0.64 },
      ],
    },
    {
      kioskId: "0b5c1c1e-0000-4000-8000-000000000003",
      label: "Rooftop",
      location: "",
      serial: "FC-K-0003",
      installedOn: "2026-11-20",
      removedOn: null,
      buttsCount: 0,
      buttsKg: 0,
      share: 0,
      lastPickupOn: null,
      trend: [
        { month: "2026-06-01", buttsKg: 0 },
        { month: "2026-07-01", buttsKg: 0 },
        { month: "2026-08-01", buttsKg: 0 },
        { month: "2026-09-01", buttsKg: 0 },
        { month: "2026-10-01", buttsKg: 0 },
        { month: "2026-11-01", buttsKg: 0 },
      ],
    },
  ],
};

const row = (item: Partial<CollectionLogItem> & { id: number }): CollectionLogItem => ({
  date: "2026-11-12",
  kioskLabel: "Terrace",
  buttsCount: 2300,
  buttsKg: 0.6,
  estimated: false,
  credit: 6,
  canReport: true,
  reportedAt: null,
  custody: { stage: "untracked", bagCode: null, receivedOn: null, batchCode: null, products: [] },
  ...item,
});

/** Page 1 of 2 (pageSize 20, 21 collections): newest first. */
export const collectionsPage1 = {
  items: [
    row({
      id: 41,
      date: "2026-11-12",
      buttsCount: 2300,
      buttsKg: 0.6,
      credit: 6,
      custody: {
        stage: "made",
        bagCode: "FC-B-0042",
        receivedOn: "2026-11-14",
        batchCode: "B-2026-118",
        products: [{ product: "coasters", lotCode: "L-0412", madeOn: "2026-11-20" }],
      },
    }),
    row({
      id: 40,
      date: "2026-11-03",
      buttsCount: 2232,
      buttsKg: 0.62,
      estimated: true,
      credit: 6.2,
      custody: {
        stage: "received",
        bagCode: "FC-B-0040",
        receivedOn: "2026-11-14",
        batchCode: null,
        products: [],
      },
    }),
    row({
      id: 39,
      date: "2026-11-02",
      kioskLabel: "Lobby",
      buttsCount: 1800,
      buttsKg: 0.5,
      credit: 5,
      reportedAt: "2026-11-04T05:00:00.000Z",
    }),
  ],
  page: 1,
  pageSize: 20,
  total: 21,
};

export const collectionsPage2 = {
  items: [
    row({
      id: 12,
      date: "2026-10-01",
      kioskLabel: "Lobby",
      buttsCount: 1500,
      buttsKg: 0.41,
      credit: 4.1,
      canReport: false,
    }),
  ],
  page: 2,
  pageSize: 20,
  total: 21,
};
