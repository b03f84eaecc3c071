import { z } from "./zod.ts";

/**
 * GET /api/notices (issue 25): what the business is told in the app, newest first. Today only
 * method changes that restate its figures (docs/decisions/0077) and the pickups a published day's
 * plan has for it (docs/decisions/0105); each is also mailed.
 */
export const NOTICE_KINDS = ["methodChange", "pickupPlanned"] as const;

export const customerNoticeSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS),
  title: z.string(),
  lines: z.array(z.string()),
  createdAt: z.string(),
});
export type CustomerNotice = z.infer<typeof customerNoticeSchema>;

export const customerNoticesSchema = z.object({ items: z.array(customerNoticeSchema) });
export type CustomerNotices = z.infer<typeof customerNoticesSchema>;

/** How many notices the list answers (the newest). */
export const NOTICES_SHOWN = 20;
