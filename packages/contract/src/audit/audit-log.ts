import { isoDateSchema } from "../impact/dashboard.ts";
import { pageOf, pageQuerySchema } from "../paging.ts";
import { textRule } from "../text.ts";
import { z } from "../zod.ts";

/**
 * The audit log (issue 12): GET /api/admin/audit-log, every change staff made, newest first.
 * Read-only: no endpoint changes or removes an entry, and the table refuses UPDATE and DELETE.
 */
export const auditLogQuerySchema = pageQuerySchema.extend({
  entity: z.string().trim().max(40).superRefine(textRule("line")).optional(),
  actorId: z.string().trim().max(100).superRefine(textRule("line")).optional(),
  customerCode: z.string().trim().max(40).superRefine(textRule("line")).optional(),
  /** Business days (inclusive), in the business time zone. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  entity: z.string(),
  entityId: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = pageOf(auditEntrySchema).extend({
  /** The filter choices: every entity and every person in the log. */
  entities: z.array(z.string()),
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
