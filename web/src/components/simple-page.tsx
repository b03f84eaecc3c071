import type { ReactNode } from "react";
import { useFocusOnArrival } from "#web/hooks/use-focus-on-arrival";

/** A narrow page with a heading and a line of text (app screens, not marketing pages). */
export function SimplePage({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children?: ReactNode;
}) {
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight text-forest outline-none sm:text-4xl"
      >
        {heading}
      </h1>
      {intro ? <p className="mt-4 max-w-2xl text-lg text-ink/80">{intro}</p> : null}
      {children}
    </section>
  );
}
