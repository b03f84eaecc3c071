import { formatDay } from "@filtercycle/contract/format";
import { formatNumber } from "@filtercycle/contract/format-numbers";
import { ORIGINAL_METHOD_ID } from "@filtercycle/contract/impact/impact-methods";
import { fill } from "@filtercycle/contract/messages/fill";
import { useEffect, useState } from "react";
import { getImpactMethods, type MethodVersionView } from "../api/get-impact-methods";
import type { MethodVersionsText } from "../content/reference-and-support";
import { sourceMark } from "../utils/source-mark";

/**
 * What the prerendered page shows (and what stays without scripts or when the call fails): the
 * defaults every installation starts with, as one version.
 */
function defaultVersion(text: MethodVersionsText): MethodVersionView {
  return {
    id: ORIGINAL_METHOD_ID,
    label: text.original,
    effectiveFrom: null,
    effectiveTo: null,
    factors: Object.fromEntries(
      text.factors.map((factor) => [factor.key, { value: factor.value, source: factor.source }]),
    ) as MethodVersionView["factors"],
  };
}

/** "Method of 1 Apr 2026" or "Original method", in the page's language. */
function versionLabel(version: MethodVersionView, text: MethodVersionsText): string {
  return version.effectiveFrom
    ? fill(text.of, { date: formatDay(version.effectiveFrom, text.language) })
    : text.original;
}

/** "from 1 Apr 2026 to 31 Mar 2027", "from 1 Apr 2026", "until 31 Mar 2026", "always". */
function versionDates(version: MethodVersionView, text: MethodVersionsText): string {
  const day = (date: string) => formatDay(date, text.language);
  const { effectiveFrom: from, effectiveTo: to } = version;
  if (from && to) return fill(text.fromTo, { from: day(from), to: day(to) });
  if (from) return fill(text.from, { from: day(from) });
  if (to) return fill(text.until, { to: day(to) });
  return text.always;
}

/**
 * "Method versions": every version of the factors with its dates, newest first, read from
 * GET /api/impact_methods after the page runs. A version's source that is still the default
 * is shown in the page's language; one staff wrote is shown as written.
 */
export function MethodVersions({ text }: { text: MethodVersionsText }) {
  const [versions, setVersions] = useState<MethodVersionView[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getImpactMethods(controller.signal)
      .then((answer) => setVersions(answer.versions))
      // The defaults stay: still true of every figure made before the first change.
      .catch(() => {});
    return () => controller.abort();
  }, []);

  const shown = versions ? [...versions].reverse() : [defaultVersion(text)];
  return (
    <>
      <h3 id="method-versions-heading" className="mt-12 text-xl font-semibold text-forest">
        {text.heading}
      </h3>
      <p className="mt-3 max-w-3xl leading-7 text-ink/80">{text.intro}</p>
      <ol
        aria-labelledby="method-versions-heading"
        aria-busy={versions === null}
        className="mt-6 space-y-5"
      >
        {shown.map((version) => (
          <li key={version.id} className="rounded-2xl border border-forest/10 bg-cream p-5">
            <h4 className="font-semibold text-forest">
              {`${versionLabel(version, text)} — ${versionDates(version, text)}`}
            </h4>
            <dl className="mt-3 grid gap-4 text-sm leading-6 text-ink/80 md:grid-cols-3">
              {text.factors.map((about) => {
                const factor = version.factors[about.key];
                const source =
                  factor && sourceMark(factor.source) === about.sourceMark
                    ? about.source
                    : factor?.source;
                return factor ? (
                  <div key={about.key}>
                    <dt className="font-semibold text-forest">{about.figure}</dt>
                    <dd>{`${formatNumber(factor.value, 3)} ${about.unit}`}</dd>
                    {about.range && <dd>{`${text.rangeLabel}: ${about.range}`}</dd>}
                    <dd className="break-words">{`${text.sourceLabel}: ${source}`}</dd>
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
