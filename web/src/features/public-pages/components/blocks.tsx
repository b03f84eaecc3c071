import type { ReactNode } from "react";
import type { Point, Section } from "../types";

/**
 * The building blocks most public pages are assembled from. Presentational only: the words come
 * from content/*.ts. Blocks only some pages use (cta-band, faq-list, placeholder) have their own
 * modules, so the other pages do not download them.
 */

export const textLink = `rounded-sm font-semibold text-leaf underline decoration-leaf/40 underline-offset-4 hover:text-forest hover:decoration-forest focus-ring`;

export function Band({
  children,
  tone = "plain",
  labelledBy,
  id,
}: {
  children: ReactNode;
  tone?: "plain" | "white";
  labelledBy?: string;
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`scroll-mt-20 ${tone === "white" ? "border-y border-forest/10 bg-white" : ""}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">{children}</div>
    </section>
  );
}

export function SectionHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-balance text-forest sm:text-3xl">
      {children}
    </h2>
  );
}

/** A section of prose: heading, paragraphs, bullets and points, in a readable column. */
export function TextSection({ section, tone }: { section: Section; tone?: "plain" | "white" }) {
  const headingId = section.id ? `${section.id}-heading` : undefined;
  return (
    <Band tone={tone} id={section.id} labelledBy={headingId}>
      <SectionHeading id={headingId}>{section.heading}</SectionHeading>
      <div className="max-w-3xl">
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-base leading-7 text-ink/80">
            {paragraph}
          </p>
        ))}
        {section.bullets ? <Bullets items={section.bullets} /> : null}
      </div>
      {section.points ? <PointGrid points={section.points} /> : null}
    </Band>
  );
}

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-5 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-ink/80">
          <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 rounded-full bg-leaf" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Cards with a title and a line of text; `numbered` makes them an ordered list of steps. */
export function PointGrid({
  points,
  numbered = false,
  columns = 4,
}: {
  points: readonly Point[];
  numbered?: boolean;
  columns?: 2 | 3 | 4;
}) {
  const List = numbered ? "ol" : "ul";
  const grid =
    columns === 2
      ? "sm:grid-cols-2"
      : columns === 3
        ? "md:grid-cols-3"
        : "sm:grid-cols-2 lg:grid-cols-4";
  return (
    <List className={`mt-8 grid gap-5 ${grid}`}>
      {points.map((point, index) => (
        <li
          key={point.title}
          className="rounded-2xl border border-forest/10 bg-white p-6 shadow-sm"
        >
          {numbered ? (
            <span
              aria-hidden="true"
              className="mb-4 flex h-9 w-9 items-center justify-center rounded-full bg-leaf/15 font-bold text-forest"
            >
              {index + 1}
            </span>
          ) : null}
          <h3 className="text-lg font-semibold text-forest">{point.title}</h3>
          <p className="mt-2 leading-7 text-ink/75">{point.text}</p>
        </li>
      ))}
    </List>
  );
}
