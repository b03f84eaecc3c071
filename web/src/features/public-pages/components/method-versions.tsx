import { formatNumber } from "@filtercycle/contract/format-numbers";
import {
  IMPACT_FACTOR_DEFAULTS,
  type ImpactFactorKey,
} from "@filtercycle/contract/impact/impact-factors";
import {
  FACTOR_RANGES,
  methodDates,
  methodLabel,
  ORIGINAL_METHOD_ID,
} from "@filtercycle/contract/impact/impact-methods";
import { useEffect, useState } from "react";
import { getImpactMethods, type MethodVersionView } from "../api/get-impact-methods";
import { METHODOLOGY as M } from "../content/reference-and-support";

const FACTOR_KEYS = Object.keys(IMPACT_FACTOR_DEFAULTS) as ImpactFactorKey[];

const defaultFactor = (key: ImpactFactorKey) => ({
  value: IMPACT_FACTOR_DEFAULTS[key].value,
  source: IMPACT_FACTOR_DEFAULTS[key].source,
});

/**
 * What the prerendered page shows (and what stays without scripts or when the call fails): the
 * defaults every installation starts with, as one version.
 */
const DEFAULT_VERSION: MethodVersionView = {
  id: ORIGINAL_METHOD_ID,
  label: methodLabel({ effectiveFrom: null }),
  effectiveFrom: null,
  effectiveTo: null,
  factors: {
    toxicWasteKgPerButtKg: defaultFactor("toxicWasteKgPerButtKg"),
    microplasticKgPerButtKg: defaultFactor("microplasticKgPerButtKg"),
    waterLitresPerButt: defaultFactor("waterLitresPerButt"),
  },
};

/** "50 to 1,000 litres per butt": where published sources disagree (contract FACTOR_RANGES). */
export function factorRangeText(key: ImpactFactorKey): string | null {
  const range = FACTOR_RANGES[key];
  return range
    ? `${formatNumber(range.low, 0)} to ${formatNumber(range.high, 0)} ${range.unit}`
    : null;
}

/**
 * "Method versions": every version of the factors with its dates, newest first, read from
 * GET /api/impact_methods after the page runs.
 */
export function MethodVersions() {
  const [versions, setVersions] = useState<MethodVersionView[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getImpactMethods(controller.signal)
      .then((answer) => setVersions(answer.versions))
      // The defaults stay: still true of every figure made before the first change.
      .catch(() => {});
    return () => controller.abort();
  }, []);

  const shown = versions ? [...versions].reverse() : [DEFAULT_VERSION];
  return (
    <>
      <h3 id="method-versions-heading" className="mt-12 text-xl font-semibold text-forest">
        {M.versionsHeading}
      </h3>
      <p className="mt-3 max-w-3xl leading-7 text-ink/80">{M.versionsIntro}</p>
      <ol
        aria-labelledby="method-versions-heading"
        aria-busy={versions === null}
        className="mt-6 space-y-5"
      >
        {shown.map((version) => (
          <li key={version.id} className="rounded-2xl border border-forest/10 bg-cream p-5">
            <h4 className="font-semibold text-forest">
              {`${version.label} — ${methodDates(version)}`}
            </h4>
            <dl className="mt-3 grid gap-4 text-sm leading-6 text-ink/80 md:grid-cols-3">
              {FACTOR_KEYS.map((key) => {
                const factor = version.factors[key];
                const range = factorRangeText(key);
                return factor ? (
                  <div key={key}>
                    <dt className="font-semibold text-forest">
                      {IMPACT_FACTOR_DEFAULTS[key].figure}
                    </dt>
                    <dd>{`${formatNumber(factor.value, 3)} ${IMPACT_FACTOR_DEFAULTS[key].unit}`}</dd>
                    {range && <dd>{`${M.rangeLabel}: ${range}`}</dd>}
                    <dd className="break-words">{`${M.sourceLabel}: ${factor.source}`}</dd>
                  </div>
                ) : null;
              })}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
