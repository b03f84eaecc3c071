import multipart from "@fastify/multipart";
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { apiSchemas } from "@filtercycle/contract/api/endpoints";
import { addDays } from "@filtercycle/contract/pickups/pickup-rules";
import type { PHOTO_SIZES } from "@filtercycle/contract/pickups/pickups";
import type { FastifyReply, FastifyRequest } from "fastify";
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
import {
  checkCollectorRead,
  checkCollectorStop,
  checkSavedBy,
  stopFor,
  stopsFor,
} from "./collector-stops.ts";
import { isReadablePhoto, THUMBNAIL_SIDE, thumbnailOf } from "./photo-thumbnails.ts";
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

type PhotoSize = (typeof PHOTO_SIZES)[number];

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

/**
 * Streams a stored photo with its type, whole or as its thumbnail; never run as a page (the
 * media files' policy). A thumbnail the browser already has (its ETag) is answered 304 unmade.
 */
async function sendPhoto(
  request: FastifyRequest<{ Querystring: { size: PhotoSize } }>,
  reply: FastifyReply,
  storage: MediaStorage,
  photo: { key: string; contentType: string } | undefined,
) {
  if (!photo) throw new HttpError(404, "This pickup has no photo.");
  const thumbnail = request.query.size === "thumbnail";
  const etag = thumbnail ? `"${photo.key}-${THUMBNAIL_SIDE}"` : `"${photo.key}"`;
  reply
    .header("Cache-Control", "private, no-cache")
    .header("ETag", etag)
    .header("Content-Security-Policy", MEDIA_FILE_POLICY);
  if (!thumbnail)
    return reply.header("Content-Type", photo.contentType).send(await storage.get(photo.key));
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply
    .header("Content-Type", "image/jpeg")
    .send(await thumbnailOf(await storage.get(photo.key)));
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
      return sendPhoto(request, reply, storage, await photoOf(db, request.params.id, customerId));
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

  /** The pickup a signed-in staff login acts on: 404 when none, 403 off a collector's reach. */
  const reachable = async (request: FastifyRequest<{ Params: { id: string } }>, day: string) => {
    const pickup = await findPickup(db, request.params.id);
    if (!pickup) throw PICKUP_REFUSALS.noPickup();
    checkCollectorStop(signedInUser(request), pickup, day);
    return pickup;
  };

  endpointRoute(app, "adminPickups", async (request) => {
    const user = signedInUser(request);
    const day = await today();
    const from = request.query.date ?? day;
    checkCollectorRead(user, { date: from, days: request.query.days }, day);
    const to = addDays(from, request.query.days - 1);
    await topUpShownRange(db, from, to, day);
    const list = await listStops(db, from, to);
    return { ...list, stops: stopsFor(user, list.stops) };
  });

  endpointRoute(app, "adminPickupComplete", async (request) => {
    const user = signedInUser(request);
    const day = await today();
    const { savedBy, collector: _typed, ...body } = request.body;
    // Whose stop it is comes first: a phone asking for another login's stop learns only that.
    await checkSavedBy(db, user, savedBy);
    await reachable(request, day);
    // The collector on the record is the login that sends the stop, never a typed name.
    const row = await completePickup(
      db,
      request.params.id,
      { ...body, collector: user.name || user.email },
      actorOf(request),
      day,
      notify,
    );
    return stopFor(user, await toStop(db, row));
  });

  endpointRoute(app, "adminPickupMiss", async (request) => {
    const user = signedInUser(request);
    const day = await today();
    const { savedBy, ...body } = request.body;
    await checkSavedBy(db, user, savedBy);
    await reachable(request, day);
    const { missed, next } = await missPickup(
      db,
      request.params.id,
      body,
      actorOf(request),
      day,
      notify,
    );
    return {
      missed: stopFor(user, await toStop(db, missed)),
      next: stopFor(user, await toStop(db, next)),
    };
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
    await reachable(request, await today());
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
      // Its first bytes said image; the picture itself must decode before it is kept.
      if (!(await isReadablePhoto(await storage.get(upload.file.key))))
        throw new HttpError(
          415,
          "This file is not a photo that can be read: send a JPEG, PNG or WebP picture.",
        );
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
      return stopFor(signedInUser(request), await toStop(db, pickup));
    } catch (err) {
      await upload.discard();
      throw err;
    }
  });

  endpointRoute(
    app,
    "adminPickupPhoto",
    async (request, reply) => {
      await reachable(request, await today());
      return sendPhoto(request, reply, storage, await photoOf(db, request.params.id, null));
    },
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
