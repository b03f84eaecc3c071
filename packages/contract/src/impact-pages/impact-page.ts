import { supportViewQuerySchema } from "../impact/dashboard.ts";
import { z } from "../zod.ts";

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

/**
 * Top-level paths the server answers itself rather than the web app: the API, the public impact
 * pages, certificate verification, the built files and the crawlers' files.
 */
const SERVER_PATHS = ["api", "impact", "verify", "assets", "sitemap-xml", "robots-txt"] as const;
/**
 * The web app's top-level paths (web/src/routes.ts): a web test fails when a route's first
 * segment is missing here, so a new page cannot be shadowed by an impact page's address.
 */
export const WEB_TOP_LEVEL_PATHS = [
  "aboutus",
  "account",
  "admin",
  "awards",
  "blog",
  "campaign",
  "contact",
  "dashboard",
  "forgot",
  // The Gujarati and Hindi copies of the public pages (/gu/…, /hi/…; languages.ts).
  "gu",
  "hi",
  "login",
  "our-supporter",
  "partner-program",
  "privacy-policy",
  "products",
  "reference-and-support",
  "reset-password",
  "service-1",
  "service-2",
  "service-3",
  "services",
  "term-and-condition",
  "unsubscribe",
] as const;
/**
 * Words an impact page's address may not become (issue 25, docs/decisions/0076): the site's own
 * paths, and words that would pass a page off as ours (`/impact/login`, `/impact/support`).
 * Checked when the address changes (the API and the form), so a page that held one before the
 * rule keeps it.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...SERVER_PATHS,
  ...WEB_TOP_LEVEL_PATHS,
  "filtercycle",
  "help",
  "logout",
  "register",
  "signin",
  "signup",
  "staff",
  "support",
  "www",
]);
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}
export const RESERVED_SLUG_MESSAGE =
  "is a word the site uses for its own pages: choose another address";

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
  /** Another business holds it, or it is the address another business's name makes. */
  slugTaken: "slug: is taken by another business",
} as const;
