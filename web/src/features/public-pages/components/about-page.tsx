import {
  ABOUT_COMPANY,
  ABOUT_CTA,
  ABOUT_HEAD,
  ABOUT_SECTIONS,
  ABOUT_TEAM,
  ABOUT_VALUES,
} from "../content/about-us";
import { Band, PointGrid, SectionHeading, TextSection } from "./blocks";
import { CtaBand } from "./cta-band";
import { PublicPage } from "./public-page";

export function AboutPage() {
  return (
    <PublicPage head={ABOUT_HEAD}>
      {ABOUT_SECTIONS.map((section, index) => (
        <TextSection key={section.heading} section={section} tone={index % 2 ? "white" : "plain"} />
      ))}
      <Band labelledBy="values-heading">
        <SectionHeading id="values-heading">{ABOUT_VALUES.heading}</SectionHeading>
        <PointGrid points={ABOUT_VALUES.points} />
      </Band>
      <TextSection section={ABOUT_TEAM} tone="white" />
      <Band labelledBy="company-heading">
        <SectionHeading id="company-heading">{ABOUT_COMPANY.heading}</SectionHeading>
        <dl className="mt-6 grid max-w-3xl gap-x-8 gap-y-3 sm:grid-cols-[auto_1fr]">
          {ABOUT_COMPANY.rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-semibold text-forest">{row.label}</dt>
              <dd className="text-ink/80 break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      </Band>
      <CtaBand content={ABOUT_CTA} />
    </PublicPage>
  );
}
