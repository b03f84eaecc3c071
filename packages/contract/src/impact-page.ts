import { supportViewQuerySchema } from "./dashboard.ts";
import { z } from "./zod.ts";

/**
 * A business's public impact page (issue 15; docs/decisions/0066): `/impact/{slug}`, off by
 * default, turned on and off by an owner. Served by the API as HTML with its figures in it.
 *
 * - GET /api/impact_page (any login of the business), PATCH /api/impact_page (owners).
 * - GET /impact/{slug} (the page), GET /impact/{slug}/share.png (its 1200×630 share image).
 */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;
export const SLUG_MESSAGE =
  "must be 3 to 60 lower-case letters, digits and dashes, not starting or ending with a dash";

/** A suggested slug from a business name: "Sabarmati Riverside Café" → "sabarmati-riverside-cafe". */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
}

export function impactPagePath(slug: string): string {
  return `/impact/${slug}`;
}

export const impactPageSchema = z.object({
  enabled: z.boolean(),
  slug: z.string(),
  /** Absolute address (PUBLIC_URL + /impact/{slug}). */
  url: z.string(),
});
export type ImpactPage = z.infer<typeof impactPageSchema>;
export const impactPageQuerySchema = supportViewQuerySchema;

export const impactPageUpdateSchema = z
  .object({
    enabled: z.boolean({ error: "must be true or false" }).optional(),
    slug: z
      .string({ error: "must be text" })
      .trim()
      .regex(SLUG_PATTERN, { error: SLUG_MESSAGE })
      .optional(),
  })
  .strict()
  .refine((body) => body.enabled !== undefined || body.slug !== undefined, {
    error: "give enabled or slug",
  });
export const IMPACT_PAGE_MESSAGES = {
  slugTaken: "slug: is taken by another business",
  posterLine: "Scan to see what this café's butts became",
} as const;
