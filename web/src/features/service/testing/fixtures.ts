import type { CustomerPickups, PickupRequest } from "@filtercycle/contract/pickups";

/**
 * Realistic answers of GET /api/pickups and GET /api/pickup_requests for the Service tab's
 * component tests. The real API is covered by the pickups area's route tests.
 */
const KIOSK_ENTRANCE = "0b8c1d6e-1f2a-4c3b-9d4e-5f6a7b8c9d01";
const KIOSK_TERRACE = "0b8c1d6e-1f2a-4c3b-9d4e-5f6a7b8c9d02";
const KIOSK_PARKING = "0b8c1d6e-1f2a-4c3b-9d4e-5f6a7b8c9d03";

export const requestedAtParking: PickupRequest = {
  id: "7a1e0c3d-0000-4000-8000-000000000001",
  kioskId: KIOSK_PARKING,
  kioskLabel: "Parking",
  reason: "kiosk_full",
  note: "",
  status: "scheduled",
  scheduledOn: "2026-11-26",
  declineReason: "",
  createdAt: "2026-11-21T05:30:00.000Z",
};

export const pickups: CustomerPickups = {
  kiosks: [
    {
      id: KIOSK_ENTRANCE,
      label: "Entrance",
      location: "By the main door",
      nextPickup: "2026-11-28",
      lastPickup: "2026-11-13",
      openRequest: null,
    },
    {
      id: KIOSK_TERRACE,
      label: "Terrace",
      location: "",
      nextPickup: null,
      lastPickup: null,
      openRequest: null,
    },
    {
      id: KIOSK_PARKING,
      label: "Parking",
      location: "Level −1",
      nextPickup: "2026-11-26",
      lastPickup: "2026-11-10",
      openRequest: requestedAtParking,
    },
  ],
  history: {
    items: [
      {
        id: "5c9b2a10-0000-4000-8000-000000000001",
        kioskId: KIOSK_ENTRANCE,
        kioskLabel: "Entrance",
        date: "2026-11-13",
        status: "done",
        buttsKg: 2.45,
        buttsNumber: 8950,
        estimated: false,
        credit: 24.5,
        missReason: null,
        missNote: "",
        newDate: null,
        photoUrl: "/api/pickups/5c9b2a10-0000-4000-8000-000000000001/photo",
      },
      {
        id: "5c9b2a10-0000-4000-8000-000000000002",
        kioskId: KIOSK_PARKING,
        kioskLabel: "Parking",
        date: "2026-11-12",
        status: "missed",
        buttsKg: null,
        buttsNumber: null,
        estimated: null,
        credit: null,
        missReason: "site_closed",
        missNote: "",
        newDate: "2026-11-14",
        photoUrl: null,
      },
    ],
    page: 1,
    pageSize: 20,
    total: 2,
  },
};

export const KIOSK_IDS = { entrance: KIOSK_ENTRANCE, terrace: KIOSK_TERRACE } as const;
