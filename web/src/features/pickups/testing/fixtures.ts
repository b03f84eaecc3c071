import type { Stop } from "@filtercycle/contract/pickups/pickups";

/** A stop as GET /api/admin/pickups answers it, with `over` changed. */
export const stop = (over: Partial<Stop>): Stop => ({
  id: "00000000-0000-4000-8000-000000000001",
  kioskId: "k1",
  kioskLabel: "Terrace",
  date: "2026-11-23",
  status: "planned",
  buttsKg: null,
  buttsNumber: null,
  estimated: null,
  credit: null,
  missReason: null,
  missNote: "",
  newDate: null,
  photoUrl: null,
  customerCode: "FC-1001",
  customerName: "Chai Corner",
  city: "Ahmedabad",
  address: "12 CG Road",
  sitePhone: "",
  kioskSerial: "K-0042",
  kioskLocation: "Roof, by the stairs",
  collector: "",
  bagCode: "",
  requestId: null,
  ...over,
});
