import multipart from "@fastify/multipart";
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { apiSchemas } from "@filtercycle/contract/api/endpoints";
import { addDays } from "@filtercycle/contract/pickups/pickup-rules";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOwner, signedInUser } from "#api/areas/accounts/index.ts";
import { actorOf, recordAudit } from "#api/areas/audit/index.ts";
import { businessToday } from "#api/areas/collections/index.ts";
import { businessIdOf, registerBusinessOfRequest } from "#api/areas/customers/index.ts";
import { findKioskRef, type KioskForecasts } from "#api/areas/kiosks/index.ts";
import type { MediaStorage } from "#api/areas/media/index.ts";
import { receiveUpload } from "#api/areas/media/index.ts";
import type { Db } from "#api/db/database.ts";
import { MEDIA_FILE_POLICY } from "#api/http/content-security-policy.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { multipartFields } from "#api/http/multipart-fields.ts";
import { HttpError } from "#api/http/problem.ts";
import { allowUploadTime } from "#api/http/request-timeouts.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { type Clock, systemClock } from "#api/lib/clock.ts";
import type { Notify } from "#api/lib/notices.ts";
import { PICKUP_REFUSALS } from "./pickup-messages.ts";
import {
  createRequest,
  declineRequest,
  requestsIn,
  requestsOf,
  scheduleRequest,
} from "./pickup-requests.service.ts";
import { toAdminRequests, toRequest, toRequests, toStop } from "./pickup-views.ts";
import {
  completePickup,
  customerPickups,
  findPickup,
  listStops,
  missPickup,
  photoOf,
  reschedulePickup,
  setPickupPhoto,
} from "./pickups.service.ts";
import { kioskScheduleOf, replaceKioskSchedule, topUpShownRange } from "./planned-pickups.ts";

/** A pickup photo upload's text fields: its contract body without the file part (none). */
const PHOTO_FIELDS = apiSchemas.adminPickupPhotoUpload.body.omit({ file: true });

export type PickupsRoutesOptions = {
  db: Db;
  storage: MediaStorage;
  /** Queues the customers' e-mails in the transaction of the change. */
  notify: Notify;
  /** The media upload limit; a photo is held to PHOTO_MAX_BYTES below it. */
  maxBytes: number;
  /** Fixes "now" in tests; the system clock otherwise. */
  clock?: Clock;
  /** Kiosks' fill forecasts for the Service tab (the forecasts area, handed in: area-wiring.ts). */
  forecasts: KioskForecasts;
};

/** A phone's photo is a few MB; a bigger file is not a photo of a kiosk. */
const PHOTO_MAX_BYTES = 25 * 1024 * 1024;

/** Streams a stored photo with its type; never run as a page (the media files' policy). */
async function sendPhoto(
  reply: FastifyReply,
  storage: MediaStorage,
  photo: { key: string; contentType: string } | undefined,
) {
  if (!photo) throw new HttpError(404, "This pickup has no photo.");
  return reply
    .header("Content-Type", photo.contentType)
    .header("Cache-Control", "private, no-cache")
    .header("ETag", `"${photo.key}"`)
    .header("Content-Security-Policy", MEDIA_FILE_POLICY)
    .send(await storage.get(photo.key));
}

/** The Service tab's reads: the business of the request (a customer's own, or staff's ?customerId=). */
const customerReads: FastifyPluginAsyncZod<PickupsRoutesOptions> = async (
  app,
  { db, clock = systemClock, forecasts },
) => {
  registerBusinessOfRequest(app, db);

  endpointRoute(app, "pickups", async (request) => {
    const customerId = businessIdOf(request);
    const today = await businessToday(db, clock);
    return customerPickups(db, customerId, today, request.query, forecasts);
  });

  endpointRoute(app, "pickupRequests", async (request) => {
    const { page, pageSize } = request.query;
    const { rows, total } = await requestsOf(db, businessIdOf(request), { page, pageSize });
    return { items: await toRequests(db, rows), page, pageSize, total };
  });
};

/** A customer's own requests and photos; staff may open any photo but never ask for a pickup. */
const customerActions: FastifyPluginAsyncZod<PickupsRoutesOptions> = async (
  app,
  { db, storage, notify, clock = systemClock },
) => {
  endpointRoute(app, "pickupRequestCreate", async (request, reply) => {
    const user = signedInUser(request);
    // Staff in the support view read a business's dashboard; they do not act for it.
    if (user.role !== "customer" || !user.customerId)
      throw new HttpError(403, ACCOUNT_MESSAGES.customersOnly).withSaid("account.customersOnly");
    // A viewer sees the Service tab but asks for nothing (issue 14: owners act).
    requireOwner(request);
    const row = await createRequest(
      db,
      user.customerId,
      request.body,
      user.userId,
      await businessToday(db, clock),
      notify,
    );
    const kiosk = await findKioskRef(db, row.kioskId);
    return reply.code(201).send(toRequest(row, kiosk?.label ?? ""));
  });

  endpointRoute(
    app,
    "pickupPhoto",
    async (request, reply) => {
      const user = signedInUser(request);
      const customerId = user.role === "admin" ? null : (user.customerId ?? "");
      return sendPhoto(reply, storage, await photoOf(db, request.params.id, customerId));
    },
    { compress: false },
  );
};

const customerRoutes: FastifyPluginAsyncZod<PickupsRoutesOptions> = async (app, options) => {
  await app.register(customerReads, options);
  await app.register(customerActions, options);
};

/** The console: day and week views, the collector's actions, requests and kiosk schedules. */
const staffRoutes: FastifyPluginAsyncZod<PickupsRoutesOptions> = async (
  app,
  { db, storage, notify, maxBytes, clock = systemClock },
) => {
  const photoMaxBytes = Math.min(maxBytes, PHOTO_MAX_BYTES);
  await app.register(multipart, { limits: { fileSize: photoMaxBytes, files: 1 } });
  const today = () => businessToday(db, clock);

  endpointRoute(app, "adminPickups", async (request) => {
    const from = request.query.date ?? (await today());
    const to = addDays(from, request.query.days - 1);
    await topUpShownRange(db, from, to, await today());
    return listStops(db, from, to);
  });

  endpointRoute(app, "adminPickupComplete", async (request) => {
    const row = await completePickup(
      db,
      request.params.id,
      request.body,
      actorOf(request),
      await today(),
      notify,
    );
    return toStop(db, row);
  });

  endpointRoute(app, "adminPickupMiss", async (request) => {
    const { missed, next } = await missPickup(
      db,
      request.params.id,
      request.body,
      actorOf(request),
      await today(),
      notify,
    );
    return { missed: await toStop(db, missed), next: await toStop(db, next) };
  });

  endpointRoute(app, "adminPickupReschedule", async (request) => {
    const row = await reschedulePickup(
      db,
      request.params.id,
      request.body.date,
      actorOf(request),
      await today(),
    );
    return toStop(db, row);
  });

  endpointRoute(app, "adminPickupPhotoUpload", async (request) => {
    if (!(await findPickup(db, request.params.id))) throw PICKUP_REFUSALS.noPickup();
    allowUploadTime(request);
    if (!request.isMultipart())
      throw new HttpError(415, 'Send the photo as multipart/form-data with a part named "file".');
    const upload = await receiveUpload(request, storage, photoMaxBytes, ["image"]);
    try {
      if (!upload.file)
        throw new HttpError(400, "Choose a photo to upload.", [
          { field: "file", message: "is required" },
        ]);
      // The photo is the only part: any text field is a 400 naming it (issue 30, strict input).
      multipartFields(PHOTO_FIELDS, upload.fields, "photo");
      const { pickup, replaced } = await setPickupPhoto(
        db,
        request.params.id,
        { key: upload.file.key, contentType: upload.file.contentType },
        actorOf(request),
      );
      if (replaced) {
        await storage
          .delete(replaced)
          .catch((err) => request.log.warn({ err }, "could not delete a replaced pickup photo"));
      }
      return toStop(db, pickup);
    } catch (err) {
      await upload.discard();
      throw err;
    }
  });

  endpointRoute(
    app,
    "adminPickupPhoto",
    async (request, reply) => sendPhoto(reply, storage, await photoOf(db, request.params.id, null)),
    { compress: false },
  );

  endpointRoute(app, "adminPickupRequests", async (request) => {
    const { status, page, pageSize } = request.query;
    const { rows, total } = await requestsIn(db, status, { page, pageSize });
    return { items: await toAdminRequests(db, rows), page, pageSize, total };
  });

  endpointRoute(app, "adminPickupRequestSchedule", async (request) => {
    const row = await scheduleRequest(
      db,
      request.params.id,
      request.body.date,
      actorOf(request),
      await today(),
      notify,
    );
    return (await toAdminRequests(db, [row]))[0];
  });

  endpointRoute(app, "adminPickupRequestDecline", async (request) => {
    const row = await declineRequest(
      db,
      request.params.id,
      request.body.reason,
      actorOf(request),
      notify,
    );
    return (await toAdminRequests(db, [row]))[0];
  });

  const kioskOr404 = async (id: string) => {
    const kiosk = await findKioskRef(db, id);
    if (!kiosk) throw PICKUP_REFUSALS.noKiosk();
    return kiosk;
  };

  endpointRoute(app, "adminKioskSchedule", async (request) =>
    kioskScheduleOf(db, await kioskOr404(request.params.id)),
  );

  endpointRoute(app, "adminKioskScheduleUpdate", async (request) => {
    const kiosk = await kioskOr404(request.params.id);
    const day = await today();
    const actor = actorOf(request);
    return db.transaction(async (tx) => {
      const before = await kioskScheduleOf(tx, kiosk);
      await replaceKioskSchedule(tx, kiosk, request.body, day);
      const after = await kioskScheduleOf(tx, kiosk);
      await recordAudit(tx, {
        actor,
        entity: "kiosk schedule",
        entityId: kiosk.id,
        customerId: kiosk.customerId,
        action: "update",
        before,
        after,
      });
      return after;
    });
  });
};

export const pickupsRoutes: AreaRoutes<PickupsRoutesOptions> = {
  customer: customerRoutes,
  staff: staffRoutes,
};
