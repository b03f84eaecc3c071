import { addDays, BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import type { CustomerPickups, PickupRequest } from "@filtercycle/contract/pickups/pickups";

/**
 * Answers of GET /api/pickups shaped like the demo business's, for
 * the component tests. The real API is covered by its own tests (api/src/areas/pickups).
 */
export const KIOSK_TERRACE = "6f1c2a9e-0000-4000-8000-000000000001";
export const KIOSK_LOBBY = "6f1c2a9e-0000-4000-8000-000000000002";

export const scheduledRequest: PickupRequest = {
  id: "7a1c2a9e-0000-4000-8000-000000000001",
  kioskId: KIOSK_LOBBY,
  kioskLabel: "Lobby kiosk",
  reason: "kiosk_full",
  note: "",
  status: "scheduled",
  scheduledOn: "2026-11-26",
  preferredOn: null,
  declineReason: "",
  createdAt: "2026-11-20T04:30:00.000Z",
};

/** The Terrace kiosk reaches the pickup threshold ten business days from today. */
export const TERRACE_FULL_ON = addDays(todayIn(BUSINESS_TIME_ZONE), 10);

export const pickups: CustomerPickups = {
  planningMode: "fill",
  pickupThresholdPercent: 80,
  kiosks: [
    {
      id: KIOSK_TERRACE,
      label: "Terrace kiosk",
      location: "Ground floor terrace",
      nextPickup: "2026-11-28",
      lastPickup: "2026-11-12",
      openRequest: null,
      lastRequest: null,
      forecast: { fillKg: 1.25, fillPercent: 62.5, fullOn: TERRACE_FULL_ON, basis: "history" },
    },
    {
      id: KIOSK_LOBBY,
      label: "Lobby kiosk",
      location: "Main entrance",
      nextPickup: null,
      lastPickup: null,
      openRequest: scheduledRequest,
      lastRequest: scheduledRequest,
      forecast: null,
    },
  ],
  history: {
    items: [
      {
        id: "8b1c2a9e-0000-4000-8000-000000000001",
        kioskId: KIOSK_TERRACE,
        kioskLabel: "Terrace kiosk",
        date: "2026-11-12",
        status: "done",
        buttsKg: 0.62,
        buttsNumber: 2480,
        estimated: false,
        credit: 7.75,
        missReason: null,
        missNote: "",
        newDate: null,
        photoUrl: "/api/pickups/8b1c2a9e-0000-4000-8000-000000000001/photo",
        review: null,
        thumbnailUrl: "/api/pickups/8b1c2a9e-0000-4000-8000-000000000001/photo?size=thumbnail",
      },
      {
        id: "8b1c2a9e-0000-4000-8000-000000000002",
        kioskId: KIOSK_TERRACE,
        kioskLabel: "Terrace kiosk",
        date: "2026-10-28",
        status: "missed",
        buttsKg: null,
        buttsNumber: null,
        estimated: null,
        credit: null,
        missReason: "site_closed",
        missNote: "",
        newDate: "2026-10-30",
        photoUrl: null,
        review: null,
        thumbnailUrl: null,
      },
    ],
    page: 1,
    pageSize: 20,
    total: 2,
  },
};

/** The Terrace kiosk's last request, declined by staff. */
export const declinedRequest: PickupRequest = {
  id: "7a1c2a9e-0000-4000-8000-000000000002",
  kioskId: KIOSK_TERRACE,
  kioskLabel: "Terrace kiosk",
  reason: "damaged",
  note: "The lid is cracked.",
  status: "declined",
  scheduledOn: null,
  preferredOn: null,
  declineReason: "The kiosk was replaced on 15 Nov.",
  createdAt: "2026-11-14T05:00:00.000Z",
};
