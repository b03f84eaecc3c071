import type { SupportContent } from "../content/reference-and-support";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";
import { Band, SectionHeading } from "./blocks";
import { FaqList } from "./faq-list";
import { MethodVersions } from "./method-versions";
import { PublicPage } from "./public-page";

/** The reference and support page in the language of `content` (its route's loader builds it). */
export function SupportPage({ content }: { content: SupportContent }) {
  useScrollToHash();
  return (
    <PublicPage head={content.head}>
      <Band labelledBy="faq-heading">
        <SectionHeading id="faq-heading">{content.faqHeading}</SectionHeading>
        <div className="mt-2 grid gap-10 lg:grid-cols-3">
          {content.faqGroups.map((group) => (
            <div key={group.heading}>
              <h3 className="mt-6 text-lg font-semibold text-forest">{group.heading}</h3>
              <FaqList items={group.items} />
            </div>
          ))}
        </div>
        <div className="mt-10 rounded-2xl bg-forest/5 p-6">
          <h3 className="text-lg font-semibold text-forest">{content.contact.heading}</h3>
          <p className="mt-2 leading-7 text-ink/80">{content.contact.text}</p>
        </div>
      </Band>
      <MethodologySection M={content.methodology} />
    </PublicPage>
  );
}

/** Below 640 px a stacked cell shows its column's name (its data-label) before its value. */
const STACKED_LABEL =
  "max-sm:before:content-[attr(data-label)] max-sm:before:font-semibold max-sm:before:text-forest";

/** "How we measure impact": the eight dashboard figures and the factors behind the estimates. */
function MethodologySection({ M }: { M: SupportContent["methodology"] }) {
  return (
    <Band tone="white" id={M.id} labelledBy={`${M.id}-heading`}>
      <SectionHeading id={`${M.id}-heading`}>{M.heading}</SectionHeading>
      <p className="mt-4 max-w-3xl leading-7 text-ink/80">{M.intro}</p>
      {/*
       * A real table from 640 px; below, each row is a block with the column names as labels
       * (CSS only, the prerendered page is the same). The column headers stay for screen readers.
       */}
      <div className="mt-8 rounded-2xl border border-forest/10">
        <table className="w-full border-collapse text-left text-sm sm:text-base max-sm:block">
          <thead className="bg-cream text-sm text-forest max-sm:sr-only">
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
          <tbody className="divide-y divide-forest/10 align-top max-sm:block">
            {M.rows.map((figure) => (
              <tr key={figure.name} className="max-sm:block max-sm:py-2">
                <th
                  scope="row"
                  className="px-3 py-3 sm:px-4 font-semibold text-forest max-sm:block max-sm:pb-1"
                >
                  {figure.name}
                </th>
                <td
                  data-label={`${M.kindColumn}: `}
                  className={`px-3 py-3 sm:px-4 text-ink/80 max-sm:block max-sm:py-1 ${STACKED_LABEL}`}
                >
                  {figure.kind}
                </td>
                <td
                  data-label={M.howColumn}
                  className={`px-3 py-3 sm:px-4 leading-7 text-ink/80 max-sm:block max-sm:pt-1 max-sm:before:block ${STACKED_LABEL}`}
                >
                  {figure.how}
                  {figure.note && <span className="mt-2 block">{figure.note}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className="mt-12 text-xl font-semibold text-forest">{M.factorsHeading}</h3>
      <p className="mt-3 max-w-3xl leading-7 text-ink/80">{M.factorsIntro}</p>
      <dl className="mt-6 grid gap-5 md:grid-cols-3">
        {M.factors.map((factor) => (
          <div key={factor.key} className="rounded-2xl border border-forest/10 bg-cream p-5">
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
              {factor.range && (
                <p>
                  <span className="font-semibold">{M.rangeLabel}: </span>
                  {factor.range}
                </p>
              )}
              <p>
                <span className="font-semibold">{M.sourceLabel}: </span>
                {factor.source}
              </p>
            </dd>
          </div>
        ))}
      </dl>
      <MethodVersions text={M.versions} />
      <p className="mt-6 max-w-3xl text-sm leading-6 text-ink/75">{M.caveat}</p>
    </Band>
  );
}
