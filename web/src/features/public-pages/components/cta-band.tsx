import { Link } from "react-router";
import type { CtaBandContent, LinkCta } from "../types";

export function ButtonLink({
  cta,
  tone = "primary",
}: {
  cta: LinkCta;
  tone?: "primary" | "secondary" | "light" | "outline-light";
}) {
  const tones = {
    primary: "bg-forest text-white hover:bg-leaf",
    secondary: "border border-forest/25 bg-white text-forest hover:border-forest hover:bg-forest/5",
    light: "bg-leaf-light text-forest hover:bg-white",
    "outline-light": "border border-white/50 text-white hover:bg-white/10",
  } as const;
  return (
    <Link
      to={cta.to}
      className={`inline-block rounded-full px-6 py-3 font-semibold ${tones[tone]} focus-ring ${tone === "light" || tone === "outline-light" ? "focus-visible:outline-white" : ""}`}
    >
      {cta.label}
    </Link>
  );
}

/** The closing call to action of a page. */
export function CtaBand({ content }: { content: CtaBandContent }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-forest text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {content.heading}
          </h2>
          <p className="mt-3 text-lg text-white/85">{content.text}</p>
        </div>
        <div className="flex flex-wrap gap-3 md:shrink-0">
          <ButtonLink cta={content.primary} tone="light" />
          {content.secondary ? <ButtonLink cta={content.secondary} tone="outline-light" /> : null}
        </div>
      </div>
    </section>
  );
}
