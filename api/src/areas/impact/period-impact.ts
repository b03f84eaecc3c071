import type { ButtsFigures, PeriodImpact } from "@filtercycle/contract/dashboard";
import type { Db } from "#api/db/database.ts";
import { readImpactSettings } from "../settings/settings.service.ts";
import { derivedFigures, factorValuesOf } from "./derived-figures.ts";

/** Kept for importers of this module; the rule lives in `./derived-figures.ts`. */
export { multiplyRounded } from "./derived-figures.ts";

/**
 * The derived figures of a report's range (toxic waste, microplastic, water protected) from the
 * range's butts, with the factors in force: the browser does not know the factors (staff may
 * change them), and a report must not print till-date figures as the range's (PRODUCT.md
 * "Reports and the certificate").
 */
export async function periodImpactOf(db: Db, figures: ButtsFigures): Promise<PeriodImpact> {
  const { impactFactors } = await readImpactSettings(db);
  return derivedFigures(figures, factorValuesOf(impactFactors));
}
