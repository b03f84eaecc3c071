import type { AboutContent } from "../content/about-us";
import { Band, PointGrid, SectionHeading, TextSection } from "./blocks";
import { CtaBand } from "./cta-band";
import { PublicPage } from "./public-page";

/** The about page in the language of `content` (its route's loader builds it). */
export function AboutPage({ content }: { content: AboutContent }) {
  return (
    <PublicPage head={content.head}>
      {content.sections.map((section, index) => (
        <TextSection key={section.heading} section={section} tone={index % 2 ? "white" : "plain"} />
      ))}
      <Band labelledBy="values-heading">
        <SectionHeading id="values-heading">{content.values.heading}</SectionHeading>
        <PointGrid points={content.values.points} />
      </Band>
      <TextSection section={content.team} tone="white" />
      <Band labelledBy="company-heading">
        <SectionHeading id="company-heading">{content.company.heading}</SectionHeading>
        <dl className="mt-6 grid max-w-3xl gap-x-8 gap-y-3 sm:grid-cols-[auto_1fr]">
          {content.company.rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-semibold text-forest">{row.label}</dt>
              <dd className="text-ink/80 break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Band>
      <CtaBand content={content.cta} />
    </PublicPage>
  );
}
