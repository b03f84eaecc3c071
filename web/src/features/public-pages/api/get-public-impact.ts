import type { PublicImpact } from "@filtercycle/contract/public-impact";
import { callApi } from "#web/lib/api-client";

const FIGURES = [
  "businessesServed",
  "kiosksInstalled",
  "buttsCollected",
  "buttsCollectedKg",
  "waterProtectedLitres",
] as const;

/**
 * A light shape check instead of the contract's zod schema: importing that would add zod to the
 * home page's JavaScript.
 */
function parsePublicImpact(data: unknown): PublicImpact {
  const body = (data ?? {}) as Record<string, unknown>;
  if (!FIGURES.every((key) => typeof body[key] === "number" && Number.isFinite(body[key]))) {
    throw new Error("public_impact answered an unexpected shape");
  }
  return body as PublicImpact;
}

/** GET /api/public_impact: one anonymous, cacheable read; no query library needed. */
export function getPublicImpact(signal?: AbortSignal): Promise<PublicImpact> {
  return callApi("publicImpact", { signal, parse: parsePublicImpact });
}
