import { pageOf, pageQuery } from "../paging.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";
import { MEDIA_KINDS, type MediaKind } from "./media-kinds.ts";

/** The kinds and the extension table live in `./media-kinds.ts` (no zod, for the web). */
export const mediaKindSchema = z.enum(MEDIA_KINDS);
export type { MediaKind };

/**
 * A media item of GET /api/get_customer_videos (SPEC.md §3). `video_url` is the same-origin
 * `/api/media/{id}/file`; since it has no extension, `file_name` carries the original name (its
 * extension gives the kind, SPEC.md §4) and `kind` says the same for convenience.
 */
export const customerMediaItemSchema = z.object({
  id: z.string(),
  video_url: z.string(),
  created_at: z.string(),
  link: z.string().nullable(),
  event_type: z.object({ name: z.string() }),
  file_name: z.string(),
  kind: mediaKindSchema,
});
export type CustomerMediaItem = z.infer<typeof customerMediaItemSchema>;

export const customerVideosResponseSchema = z.object({ data: z.array(customerMediaItemSchema) });
export type CustomerVideosResponse = z.infer<typeof customerVideosResponseSchema>;

/** http(s) only: a related link must not be javascript:, data: or a file path. */
export const relatedLinkSchema = z
  .string()
  .trim()
  .max(2000)
  .superRefine(textRule("line"))
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), {
    message: "must be an http:// or https:// address",
  });

/** A business: its id (uuid) or public code (FC-1001). */
export const businessRefSchema = z
  .string()
  .trim()
  .min(1, "is required")
  .superRefine(textRule("line"));

/** The text fields of POST /api/admin/media (multipart; the file is the part named "file"). */
export const mediaUploadFieldsSchema = z.object({
  /** The business: its id (uuid) or public code (FC-1001). */
  customerId: businessRefSchema,
  eventTypeId: z.uuid("must be an event type id"),
  link: z.preprocess((v) => (v === "" ? undefined : v), relatedLinkSchema.optional()),
});

export const adminMediaItemSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  eventType: z.object({ id: z.string(), name: z.string() }),
  fileName: z.string(),
  contentType: z.string(),
  kind: mediaKindSchema,
  sizeBytes: z.number(),
  link: z.string().nullable(),
  createdAt: z.string(),
  url: z.string(),
});
export type AdminMediaItem = z.infer<typeof adminMediaItemSchema>;
/** GET /api/admin/media: every business's files, or one's (`customerId`); newest first, ties by id. */
export const adminMediaListQuerySchema = z.object({
  // An empty customerId lists every business's files.
  customerId: z.string().superRefine(textRule("line")).optional(),
  ...pageQuery,
});
export const adminMediaListSchema = pageOf(adminMediaItemSchema);

export const mediaUpdateSchema = z
  .object({
    customerId: businessRefSchema,
    eventTypeId: z.uuid("must be an event type id"),
    link: relatedLinkSchema.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, {
    message: "give at least one of customerId, eventTypeId, link",
  });

export const eventTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  retired: z.boolean(),
});
export const eventTypeListSchema = z.object({ data: z.array(eventTypeSchema) });
/** An event type's name: shown to staff and customers. */
const eventTypeName = z.string().trim().min(1, "is required").max(80).superRefine(textRule("name"));
export const eventTypeCreateSchema = z.object({ name: eventTypeName });
export const eventTypeUpdateSchema = z
  .object({ name: eventTypeName, retired: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "give a name or retired" });
export const idParamsSchema = z.object({ id: z.uuid("must be a valid id") });
export const fileQuerySchema = z.object({ download: z.enum(["1", "true"]).optional() });
