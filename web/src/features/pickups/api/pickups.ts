import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { ApiError, apiClientText, apiFetch, callApi, problemFrom } from "#web/lib/api-client";

/** POST /api/admin/pickups/:id/reschedule */
export const reschedulePickup = (id: string, date: string) =>
  callApi("adminPickupReschedule", { params: { id }, body: { date } });

/** POST /api/admin/pickups/:id/miss (answers the missed stop and the new planned one) */
export const missPickup = (id: string, body: BodyOf<"adminPickupMiss">) =>
  callApi("adminPickupMiss", { params: { id }, body });

/** POST /api/admin/pickups/:id/complete (the same idempotencyKey twice records it once) */
export const completePickup = (id: string, body: BodyOf<"adminPickupComplete">) =>
  callApi("adminPickupComplete", { params: { id }, body });

/**
 * POST /api/admin/pickups/:id/photo (multipart, the field `file`). Not through `callApi`, which
 * sends JSON; errors are ApiErrors like its own (status 0: the server could not be reached).
 */
export async function uploadPickupPhoto(id: string, photo: Blob): Promise<void> {
  const form = new FormData();
  const name = photo instanceof File && photo.name ? photo.name : "photo.jpg";
  form.append("file", photo, name);
  let response: Response;
  try {
    response = await apiFetch(
      `admin/pickups/${encodeURIComponent(id)}/photo`,
      { method: "POST", headers: { accept: "application/json" }, body: form },
      { sessionRequired: true },
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ status: 0, detail: apiClientText().networkError });
  }
  if (!response.ok) throw await problemFrom(response);
}

/** POST /api/admin/pickup_requests/:id/schedule */
export const scheduleRequest = (id: string, date: string) =>
  callApi("adminPickupRequestSchedule", { params: { id }, body: { date } });

/** POST /api/admin/pickup_requests/:id/decline */
export const declineRequest = (id: string, reason: string) =>
  callApi("adminPickupRequestDecline", { params: { id }, body: { reason } });

/** PUT /api/admin/kiosks/:id/schedule */
export const updateKioskSchedule = (kioskId: string, body: BodyOf<"adminKioskScheduleUpdate">) =>
  callApi("adminKioskScheduleUpdate", { params: { id: kioskId }, body });
