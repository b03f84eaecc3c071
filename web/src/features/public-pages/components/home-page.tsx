import { Link } from "react-router";
import kioskArt from "../assets/kiosk.svg";
import stepCollect from "../assets/step-collect.svg";
import stepEcoArt from "../assets/step-ecoart.svg";
import stepKiosk from "../assets/step-kiosk.svg";
import stepRecycle from "../assets/step-recycle.svg";
import type { HomeContent } from "../content/home";
import { Band, PointGrid, SectionHeading, textLink } from "./blocks";
import { ButtonLink, CtaBand } from "./cta-band";
import { HeroAccountLink } from "./hero-account-link";
import { ImpactFigures } from "./impact-figures";

const STEP_ART = [stepKiosk, stepCollect, stepRecycle, stepEcoArt];

/** The home page in the language of `c` (the route's loader builds it; content/home.ts). */
export function HomePage({ c }: { c: HomeContent }) {
  return (
    <>
      <section className="bg-gradient-to-br from-forest to-[#14543d] text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1fr_auto] md:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wider text-leaf-light uppercase">
              {c.eyebrow}
            </p>
            <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
              {c.heading}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-white/90">{c.intro}</p>
            <div className="mt-9 flex flex-wrap items-center gap-3">
              <ButtonLink cta={c.primaryCta} tone="light" />
              <ButtonLink cta={c.secondaryCta} tone="outline-light" />
              <HeroAccountLink c={c} />
            </div>
          </div>
          <img
            src={kioskArt}
            alt={c.heroAlt}
            width={480}
            height={400}
            decoding="async"
            fetchPriority="high"
            className="mx-auto hidden h-auto w-80 rounded-3xl bg-cream/95 md:block lg:w-96"
          />
        </div>
      </section>

      <ImpactFigures text={c.impact} />

      <Band labelledBy="how-it-works">
        <SectionHeading id="how-it-works">{c.stepsHeading}</SectionHeading>
        <p className="mt-3 max-w-2xl text-ink/80">{c.stepsIntro}</p>
        <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {c.steps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl border border-forest/10 bg-white p-6 shadow-sm"
            >
              <img
                src={STEP_ART[index]}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-16 w-16"
              />
              <h3 className="mt-4 text-lg font-semibold text-forest">
                <span className="sr-only">{`${index + 1}. `}</span>
                {step.title}
              </h3>
              <p className="mt-2 leading-7 text-ink/75">{step.text}</p>
            </li>
          ))}
        </ol>
      </Band>

      <Band tone="white" labelledBy="who-we-serve">
        <SectionHeading id="who-we-serve">{c.audienceHeading}</SectionHeading>
        <p className="mt-3 max-w-2xl text-ink/80">{c.audienceIntro}</p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {c.audiences.map((audience) => (
            <li
              key={audience.title}
              className="relative rounded-2xl border border-forest/10 bg-cream p-6 focus-within:ring-2 focus-within:ring-leaf hover:border-forest/30"
            >
              <h3 className="text-lg font-semibold text-forest">
                {/* The link covers the card (after:inset-0). */}
                <Link
                  to={audience.to}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {audience.title}
                </Link>
              </h3>
              <p className="mt-2 leading-7 text-ink/75">{audience.text}</p>
            </li>
          ))}
        </ul>
      </Band>

      <Band labelledBy="why-butts">
        <SectionHeading id="why-butts">{c.whyHeading}</SectionHeading>
        <PointGrid points={c.whyPoints} columns={3} />
        <p className="mt-6">
          <Link to={c.whyLink.to} className={textLink}>
            {c.whyLink.label}
          </Link>
        </p>
      </Band>

      <Band tone="white" labelledBy="dashboard-heading">
        <SectionHeading id="dashboard-heading">{c.dashboardHeading}</SectionHeading>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-ink/80">{c.dashboardText}</p>
        <p className="mt-6">
          <Link to={c.loginCta.to} className={textLink}>
            {c.loginCta.label}
          </Link>
        </p>
      </Band>

      <CtaBand content={c.cta} />
    </>
  );
}
