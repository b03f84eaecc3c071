import { formatNumber } from "@filtercycle/contract/format-numbers";
import type { PublicImpact } from "@filtercycle/contract/public-impact";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { getPublicImpact } from "../api/get-public-impact";
import type { ImpactText } from "../content/home";
import { SectionHeading, textLink } from "./blocks";

type Figure = keyof ImpactText["figures"];

/** Three narrow cards, then two wide ones: room for the long Indian-grouped numbers. */
const SPANS: Record<Figure, string> = {
  businessesServed: "lg:col-span-2",
  kiosksInstalled: "lg:col-span-2",
  buttsCollected: "lg:col-span-2",
  buttsCollectedKg: "lg:col-span-3",
  waterProtectedLitres: "col-span-2 lg:col-span-3",
};

type State =
  | { status: "loading" }
  | { status: "loaded"; figures: PublicImpact }
  | { status: "failed" };

/**
 * The company-wide totals. The prerendered HTML has fixed-size placeholders; the figures are
 * fetched after hydration and drop into the same boxes, so nothing moves (no layout shift).
 */
export function ImpactFigures({ text: IMPACT_TEXT }: { text: ImpactText }) {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    getPublicImpact(controller.signal)
      .then((figures) => setState({ status: "loaded", figures }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => controller.abort();
  }, []);

  const status =
    state.status === "loaded"
      ? IMPACT_TEXT.live
      : state.status === "failed"
        ? IMPACT_TEXT.failed
        : IMPACT_TEXT.loading;

  return (
    <section aria-labelledby="impact-heading" className="border-y border-forest/10 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <SectionHeading id="impact-heading">{IMPACT_TEXT.heading}</SectionHeading>
        <p className="mt-3 max-w-2xl text-ink/80">{IMPACT_TEXT.intro}</p>
        <dl
          className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-6"
          aria-busy={state.status === "loading"}
        >
          {(Object.keys(IMPACT_TEXT.figures) as Figure[]).map((figure) => (
            <div
              key={figure}
              className={`flex flex-col-reverse justify-end rounded-2xl bg-cream p-5 ${SPANS[figure]}`}
            >
              <dt className="mt-2 text-sm font-medium text-ink/75">
                {IMPACT_TEXT.figures[figure]}
              </dt>
              <dd className="flex h-9 items-center text-2xl font-bold tracking-tight text-forest tabular-nums sm:text-3xl">
                {state.status === "loaded" ? (
                  formatNumber(state.figures[figure], figure === "buttsCollectedKg" ? 1 : 0)
                ) : state.status === "failed" ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{IMPACT_TEXT.unavailableValue}</span>
                  </>
                ) : (
                  <>
                    <span
                      aria-hidden="true"
                      className="block h-7 w-24 animate-pulse rounded-md bg-forest/10"
                    />
                    <span className="sr-only">{IMPACT_TEXT.loadingValue}</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <p role="status" className="text-sm text-ink/70">
            {status}
          </p>
          <Link to={IMPACT_TEXT.howWeMeasureTo} className={textLink}>
            {IMPACT_TEXT.howWeMeasure}
          </Link>
        </div>
      </div>
    </section>
  );
}
