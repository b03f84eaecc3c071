import {
  IMPACT_PAGE_MESSAGES,
  type ImpactPage,
  impactPagePath,
  isReservedSlug,
  RESERVED_SLUG_MESSAGE,
  SLUG_PATTERN,
  slugFromName,
} from "@filtercycle/contract/impact-pages/impact-page";
import {
  findCustomerById,
  isUniqueViolation,
  namesOfOtherCustomers,
} from "#api/areas/customers/index.ts";
import type { Db } from "#api/db/database.ts";
import { HttpError } from "#api/http/problem.ts";
import { said } from "#api/http/said.ts";
import {
  impactPageOf,
  saveImpactPage,
  slugsLike,
  slugTakenByOther,
} from "./impact-pages.queries.ts";

/** What an owner may change (the contract's PATCH body). */
export type ImpactPageChange = { enabled?: boolean; slug?: string };

const SLUG_INDEX = "impact_pages_slug_unique";
/** Used when a name has no letters or digits to make a slug of ("☕" → "impact"). */
const FALLBACK_SLUG = "impact";

function slugTaken(): HttpError {
  return new HttpError(409, IMPACT_PAGE_MESSAGES.slugTaken, [
    { field: "slug", message: "is taken by another business", said: said("impactPage.slugTaken") },
  ]).withSaid("impactPage.slugTaken");
}

/**
 * The addresses other businesses' names make, less the one this business's own name makes (two
 * businesses of one name share it: whichever takes it first holds it). Each is kept for its
 * business (issue 25), held or not. Read whole: only the setting's reads and changes ask, and
 * the names' slugs are made by the contract's rule, which SQL cannot repeat (accents).
 */
async function nameSlugsOfOthers(
  db: Db,
  customerId: string,
  ownName: string,
): Promise<Set<string>> {
  const own = slugFromName(ownName);
  const slugs = new Set((await namesOfOtherCustomers(db, customerId)).map(slugFromName));
  slugs.delete(own);
  return slugs;
}

/**
 * A free slug for a business that has none yet: its name's slug, or with "-2", "-3"… when another
 * business holds it, another business's name makes it, or the site uses the word. Short names
 * are padded so the slug meets the contract's pattern.
 */
export async function suggestSlug(db: Db, customerId: string, name: string): Promise<string> {
  let base = slugFromName(name);
  if (base.length < 3) base = base ? `${base}-${FALLBACK_SLUG}` : FALLBACK_SLUG;
  if (!SLUG_PATTERN.test(base)) base = FALLBACK_SLUG;
  const held = await slugsLike(db, base, customerId);
  const named = await nameSlugsOfOthers(db, customerId, name);
  const free = (slug: string) => !held.has(slug) && !named.has(slug) && !isReservedSlug(slug);
  if (free(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 60 - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (free(candidate)) return candidate;
  }
}

async function businessName(db: Db, customerId: string): Promise<string> {
  const customer = await findCustomerById(db, customerId);
  if (!customer)
    throw new HttpError(404, "There is no such business.").withSaid("impactPage.noBusiness");
  return customer.name;
}

function answer(publicUrl: string, enabled: boolean, slug: string): ImpactPage {
  return { enabled, slug, url: `${publicUrl}${impactPagePath(slug)}` };
}

/** GET /api/impact_page: the stored setting, or "off" with a suggested slug. */
export async function impactPageSetting(
  db: Db,
  customerId: string,
  publicUrl: string,
): Promise<ImpactPage> {
  const row = await impactPageOf(db, customerId);
  if (row) return answer(publicUrl, row.enabled, row.slug);
  const slug = await suggestSlug(db, customerId, await businessName(db, customerId));
  return answer(publicUrl, false, slug);
}

/**
 * PATCH /api/impact_page: turns the page on or off and/or renames it. A slug another business
 * holds (on or off) or another business's name makes answers 409 and nothing is stored; the
 * unique index settles a race. A new slug that is one of the site's own words answers 400.
 */
export async function changeImpactPage(
  db: Db,
  customerId: string,
  change: ImpactPageChange,
  by: string,
  publicUrl: string,
): Promise<ImpactPage> {
  const current = await impactPageOf(db, customerId);
  const slug =
    change.slug ??
    current?.slug ??
    (await suggestSlug(db, customerId, await businessName(db, customerId)));
  if (await slugTakenByOther(db, slug, customerId)) throw slugTaken();
  if (change.slug !== undefined && change.slug !== current?.slug) {
    // The site's own words, and a new address another business's name makes (kept for that
    // business), are refused (issue 25).
    if (isReservedSlug(change.slug)) {
      throw new HttpError(400, `slug: ${RESERVED_SLUG_MESSAGE}`, [
        { field: "slug", message: RESERVED_SLUG_MESSAGE, said: said("impactPage.reservedSlug") },
      ]).withSaid("impactPage.reservedSlug");
    }
    const named = await nameSlugsOfOthers(db, customerId, await businessName(db, customerId));
    if (named.has(change.slug)) throw slugTaken();
  }
  const enabled = change.enabled ?? current?.enabled ?? false;
  try {
    const saved = await saveImpactPage(db, { customerId, slug, enabled, updatedBy: by });
    return answer(publicUrl, saved.enabled, saved.slug);
  } catch (error) {
    if (isUniqueViolation(error, SLUG_INDEX)) throw slugTaken();
    throw error;
  }
}
