import multipart from "@fastify/multipart";
import { ACCOUNT_MESSAGES } from "@filtercycle/contract/accounts/account-rules";
import { mediaUploadFieldsSchema } from "@filtercycle/contract/media/media";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "#api/areas/accounts/index.ts";
import { findCustomerByCode, findCustomerById } from "#api/areas/customers/index.ts";
import { createAnswerCache } from "#api/areas/impact/index.ts";
import type { Db } from "#api/db/database.ts";
import { endpointRoute } from "#api/http/endpoint-route.ts";
import { multipartFields } from "#api/http/multipart-fields.ts";
import { HttpError } from "#api/http/problem.ts";
import { allowUploadTime } from "#api/http/request-timeouts.ts";
import type { AreaRoutes } from "#api/http/scopes.ts";
import { systemClock } from "#api/lib/clock.ts";
import {
  createEventType,
  deleteMedia,
  findActiveEventType,
  findMedia,
  insertMedia,
  listCustomerMedia,
  listEventTypes,
  mediaPage,
  updateEventType,
  updateMedia,
} from "./media.service.ts";
import { sendStoredFile } from "./media-file-response.ts";
import { receiveUpload } from "./media-upload.ts";
import type { MediaStorage } from "./storage/media-storage.ts";

export type MediaRoutesOptions = {
  db: Db;
  storage: MediaStorage;
  maxBytes: number;
};

const fileUrl = (id: string) => `/api/media/${id}/file`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type MediaRow = NonNullable<Awaited<ReturnType<typeof findMedia>>>;
const toAdminItem = (row: MediaRow) => ({
  id: row.media.id,
  customerId: row.media.customerId,
  customerCode: row.customerCode,
  customerName: row.customerName,
  eventType: { id: row.media.eventTypeId, name: row.eventTypeName },
  fileName: row.media.originalName,
  contentType: row.media.contentType,
  kind: row.media.kind,
  sizeBytes: row.media.sizeBytes,
  link: row.media.link,
  createdAt: row.media.createdAt.toISOString(),
  url: fileUrl(row.media.id),
});

/** A business by uuid or public code; `field` names it in the 400. */
async function customerFrom(db: Db, value: string, field: string) {
  const customer = UUID.test(value)
    ? await findCustomerById(db, value)
    : await findCustomerByCode(db, value);
  if (!customer)
    throw new HttpError(400, `No business matches "${value}".`, [
      { field, message: "no such business" },
    ]);
  return customer;
}

async function activeEventType(db: Db, id: string) {
  const eventType = await findActiveEventType(db, id);
  if (!eventType) {
    throw new HttpError(
      400,
      "Choose an event type from the list; this one does not exist or was retired.",
      [{ field: "eventTypeId", message: "no such active event type" }],
    );
  }
  return eventType;
}

/** Customers list and open their own files; staff open any file. */
const signedInMediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (
  app,
  { db, storage },
) => {
  // Kept like the dashboard's figures: every opening of the dashboard asks for the list, and
  // migration 0010's triggers bump the business's version whenever its media change.
  const answers = createAnswerCache(db, systemClock);
  endpointRoute(app, "customerMedia", async (request) => {
    const user = signedInUser(request);
    if (user.role !== "customer" || !user.customerId) {
      throw new HttpError(403, ACCOUNT_MESSAGES.customersOnly);
    }
    const customerId = user.customerId;
    return answers.answer(
      customerId,
      "customerMedia",
      "",
      async () => {
        const rows = await listCustomerMedia(db, customerId);
        return {
          data: rows.map((row) => ({
            id: row.media.id,
            video_url: fileUrl(row.media.id),
            created_at: row.media.createdAt.toISOString(),
            link: row.media.link,
            event_type: { name: row.eventTypeName },
            file_name: row.media.originalName,
            kind: row.media.kind,
          })),
        };
      },
      request.sessionReadAlong?.answerVersions,
    );
  });

  // Fastify answers HEAD through this GET route too (exposeHeadRoutes).
  endpointRoute(
    app,
    "mediaFile",
    async (request, reply) => {
      const user = signedInUser(request);
      const { id } = request.params;
      const row = UUID.test(id) ? await findMedia(db, id) : undefined;
      // Someone else's file answers exactly like a missing one, so ids cannot be probed.
      if (!row || (user.role !== "admin" && row.media.customerId !== user.customerId)) {
        throw new HttpError(404, "There is no media file with this id.");
      }
      return sendStoredFile(
        request,
        reply,
        storage,
        {
          storageKey: row.media.storageKey,
          originalName: row.media.originalName,
          contentType: row.media.contentType,
          kind: row.media.kind,
          sizeBytes: row.media.sizeBytes,
          createdAt: row.media.createdAt,
        },
        request.query.download !== undefined,
      );
    },
    { compress: false },
  );
};

/** Staff upload and manage every business's files and the event types. */
const staffMediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, options) => {
  const { db, storage, maxBytes } = options;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });

  endpointRoute(app, "adminMediaList", async (request) => {
    const customer = request.query.customerId
      ? await customerFrom(db, request.query.customerId, "customerId")
      : undefined;
    const { page, pageSize } = request.query;
    const { rows, total } = await mediaPage(db, customer?.id, { page, pageSize });
    return { items: rows.map(toAdminItem), page, pageSize, total };
  });

  endpointRoute(app, "adminMediaUpload", async (request, reply) => {
    const staff = signedInUser(request);
    allowUploadTime(request); // up to MEDIA_MAX_BYTES: the longer limit, for staff only
    if (!request.isMultipart())
      throw new HttpError(415, 'Send the upload as multipart/form-data with a part named "file".');
    const upload = await receiveUpload(request, storage, maxBytes);
    try {
      if (!upload.file)
        throw new HttpError(400, "Choose a file to upload.", [
          { field: "file", message: "is required" },
        ]);
      // Strict like a JSON body: an unknown field is a 400 naming it (issue 30).
      const fields = multipartFields(mediaUploadFieldsSchema, upload.fields);
      const customer = await customerFrom(db, fields.customerId, "customerId");
      await activeEventType(db, fields.eventTypeId);
      const row = await insertMedia(db, {
        customerId: customer.id,
        eventTypeId: fields.eventTypeId,
        storageKey: upload.file.key,
        originalName: upload.file.originalName,
        contentType: upload.file.contentType,
        kind: upload.file.kind,
        sizeBytes: upload.file.size,
        link: fields.link ?? null,
        uploadedBy: staff.userId,
      });
      const saved = await findMedia(db, row.id);
      return reply.code(201).send(toAdminItem(saved as MediaRow));
    } catch (err) {
      await upload.discard();
      throw err;
    }
  });

  endpointRoute(app, "adminMediaUpdate", async (request) => {
    const { customerId, eventTypeId, link } = request.body;
    const change: { customerId?: string; eventTypeId?: string; link?: string | null } = {};
    if (customerId !== undefined)
      change.customerId = (await customerFrom(db, customerId, "customerId")).id;
    if (eventTypeId !== undefined) change.eventTypeId = (await activeEventType(db, eventTypeId)).id;
    if (link !== undefined) change.link = link;
    const updated = await updateMedia(db, request.params.id, change);
    if (!updated) throw new HttpError(404, "There is no media file with this id.");
    return toAdminItem((await findMedia(db, updated.id)) as MediaRow);
  });

  endpointRoute(app, "adminMediaDelete", async (request, reply) => {
    if (!(await deleteMedia(db, storage, request.params.id))) {
      throw new HttpError(404, "There is no media file with this id.");
    }
    return reply.code(204).send();
  });

  endpointRoute(app, "adminEventTypes", async () => {
    const rows = await listEventTypes(db);
    return { data: rows.map((r) => ({ id: r.id, name: r.name, retired: r.retiredAt !== null })) };
  });

  endpointRoute(app, "adminEventTypeCreate", async (request, reply) => {
    try {
      const row = await createEventType(db, request.body.name);
      return reply.code(201).send({ id: row.id, name: row.name, retired: false });
    } catch (err) {
      throw uniqueNameConflict(err, request.body.name);
    }
  });

  endpointRoute(app, "adminEventTypeUpdate", async (request) => {
    let row: Awaited<ReturnType<typeof updateEventType>>;
    try {
      row = await updateEventType(db, request.params.id, request.body);
    } catch (err) {
      throw uniqueNameConflict(err, request.body.name ?? "");
    }
    if (!row) throw new HttpError(404, "There is no event type with this id.");
    return { id: row.id, name: row.name, retired: row.retiredAt !== null };
  });
};

/** Media library, by scope. */
export const mediaRoutes: AreaRoutes<MediaRoutesOptions> = {
  customer: signedInMediaRoutes,
  staff: staffMediaRoutes,
};

function uniqueNameConflict(err: unknown, name: string): unknown {
  const text = String((err as { cause?: unknown })?.cause ?? err);
  if (/unique|duplicate/i.test(text)) {
    return new HttpError(409, `An event type called "${name}" already exists.`, [
      { field: "name", message: "already exists" },
    ]);
  }
  return err;
}
