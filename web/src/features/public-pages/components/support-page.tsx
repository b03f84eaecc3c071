import { IMPACT_FACTOR_DEFAULTS, type ImpactFactorKey } from "@filtercycle/contract/impact-factors";
import { FACTOR_RANGES } from "@filtercycle/contract/impact-methods";
import {
  FAQ_GROUPS,
  FAQ_HEADING,
  METHODOLOGY as M,
  SUPPORT_CONTACT,
  SUPPORT_HEAD,
} from "../content/reference-and-support";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { Band, SectionHeading } from "./blocks";
import { FaqList } from "./faq-list";
import { factorRangeText, MethodVersions } from "./method-versions";
import { PublicPage } from "./public-page";

const FACTOR_KEYS = Object.keys(IMPACT_FACTOR_DEFAULTS) as ImpactFactorKey[];

export function SupportPage() {
  useScrollToHash();
  return (
    <PublicPage head={SUPPORT_HEAD}>
      <Band labelledBy="faq-heading">
        <SectionHeading id="faq-heading">{FAQ_HEADING}</SectionHeading>
        <div className="mt-2 grid gap-10 lg:grid-cols-3">
          {FAQ_GROUPS.map((group) => (
            <div key={group.heading}>
              <h3 className="mt-6 text-lg font-semibold text-forest">{group.heading}</h3>
              <FaqList items={group.items} />
            </div>
          ))}
        </div>
        <div className="mt-10 rounded-2xl bg-forest/5 p-6">
          <h3 className="text-lg font-semibold text-forest">{SUPPORT_CONTACT.heading}</h3>
          <p className="mt-2 leading-7 text-ink/80">{SUPPORT_CONTACT.text}</p>
        </div>
      </Band>
      <MethodologySection />
    </PublicPage>
  );
}

/** "How we measure impact": the eight dashboard figures and the factors behind the estimates. */
function MethodologySection() {
  return (
    <Band tone="white" id={M.id} labelledBy={`${M.id}-heading`}>
      <SectionHeading id={`${M.id}-heading`}>{M.heading}</SectionHeading>
      <p className="mt-4 max-w-3xl leading-7 text-ink/80">{M.intro}</p>
      <div className="mt-8 rounded-2xl border border-forest/10">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <thead className="bg-cream text-sm text-forest">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                {M.figureColumn}
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                {M.kindColumn}
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                {M.howColumn}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-forest/10 align-top">
            {M.figures.map((figure) => (
              <tr key={figure.name}>
                <th scope="row" className="px-3 py-3 sm:px-4 font-semibold text-forest">
                  {figure.name}
                </th>
                <td className="px-3 py-3 sm:px-4 text-ink/80">{M.kinds[figure.kind]}</td>
                <td className="px-3 py-3 sm:px-4 leading-7 text-ink/80">
                  {"factor" in figure ? IMPACT_FACTOR_DEFAULTS[figure.factor].formula : figure.how}
                  {"factor" in figure && FACTOR_RANGES[figure.factor] && (
                    <span className="mt-2 block">{FACTOR_RANGES[figure.factor]?.note}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className="mt-12 text-xl font-semibold text-forest">{M.factorsHeading}</h3>
      <p className="mt-3 max-w-3xl leading-7 text-ink/80">{M.factorsIntro}</p>
      <dl className="mt-6 grid gap-5 md:grid-cols-3">
        {FACTOR_KEYS.map((key) => [key, IMPACT_FACTOR_DEFAULTS[key]] as const).map(
          ([key, factor]) => (
            <div key={factor.figure} className="rounded-2xl border border-forest/10 bg-cream p-5">
              <dt className="font-semibold text-forest">{factor.figure}</dt>
              <dd className="mt-3 space-y-2 text-sm leading-6 text-ink/80">
                <p>
                  <span className="font-semibold">{M.factorLabel}: </span>
                  {`${factor.value} ${factor.unit}`}
                </p>
                <p>
                  <span className="font-semibold">{M.formulaLabel}: </span>
                  {factor.formula}
                </p>
                {factorRangeText(key) && (
                  <p>
                    <span className="font-semibold">{M.rangeLabel}: </span>
                    {factorRangeText(key)}
                  </p>
                )}
                <p>
                  <span className="font-semibold">{M.sourceLabel}: </span>
                  {factor.source}
                </p>
              </dd>
            </div>
          ),
        )}
      </dl>
      <MethodVersions />
      <p className="mt-6 max-w-3xl text-sm leading-6 text-ink/75">{M.caveat}</p>
    </Band>
  );
}
