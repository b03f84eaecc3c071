import type { ImpactMethods } from "@filtercycle/contract/impact/impact-method-schemas";
import { callApi } from "#web/lib/api-client";

export type MethodVersionView = ImpactMethods["versions"][number];

const isText = (value: unknown) => typeof value === "string";
const isDay = (value: unknown) => value === null || isText(value);

/** A light shape check instead of the contract's zod schema (zod would weigh on the page). */
function parseImpactMethods(data: unknown): ImpactMethods {
  const versions = (data as { versions?: unknown } | null)?.versions;
  const valid =
    Array.isArray(versions) &&
    versions.length > 0 &&
    versions.every((version) => {
      const v = (version ?? {}) as Record<string, unknown>;
      return (
        isText(v.id) &&
        isText(v.label) &&
        isDay(v.effectiveFrom) &&
        isDay(v.effectiveTo) &&
        typeof v.factors === "object" &&
        v.factors !== null &&
        Object.values(v.factors).every(
          (factor) => Number.isFinite(factor?.value) && isText(factor?.source),
        )
      );
    });
  if (!valid) throw new Error("impact_methods answered an unexpected shape");
  return data as ImpactMethods;
}

/**
 * GET /api/impact_methods: one anonymous, cacheable read. Its route is added by the support page's
 * module (routes/reference-and-support.tsx), so other public pages never carry it.
 */
export function getImpactMethods(signal?: AbortSignal): Promise<ImpactMethods> {
  return callApi("impactMethods", { signal, parse: parseImpactMethods });
}
