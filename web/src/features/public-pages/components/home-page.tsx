import { Link } from "react-router";
import { HOME_CONTENT } from "../constants";

export function HomePage() {
  const c = HOME_CONTENT;
  return (
    <>
      <section className="bg-gradient-to-br from-forest to-[#14543d] text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
          <p className="text-sm font-semibold tracking-wider text-leaf-light uppercase">
            {c.eyebrow}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            {c.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/85">{c.intro}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link
              to={c.primaryCta.to}
              className="rounded-full bg-leaf-light px-6 py-3 font-semibold text-forest hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {c.primaryCta.label}
            </Link>
            <Link
              to={c.secondaryCta.to}
              className="rounded-full border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {c.secondaryCta.label}
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6" aria-labelledby="how-it-works">
        <h2 id="how-it-works" className="text-3xl font-bold tracking-tight text-forest">
          {c.stepsHeading}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {c.steps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl border border-forest/10 bg-white p-6 shadow-sm"
            >
              <span className="flex h-9 w-9 items-center justify-center rounded-full bg-leaf/15 font-bold text-forest">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-forest">{step.title}</h3>
              <p className="mt-2 text-ink/75">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="border-t border-forest/10 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 className="text-3xl font-bold tracking-tight text-forest">{c.dashboardHeading}</h2>
          <p className="mt-4 max-w-2xl text-lg text-ink/75">{c.dashboardText}</p>
        </div>
      </section>
    </>
  );
}
