import type { ReactNode } from "react";
import type { PageHead } from "../types";

export type PageArt = { src: string; alt: string; width: number; height: number };

/**
 * The frame of a public page: a heading band (eyebrow, the page's one h1, intro, optional
 * actions and illustration) and the page's sections below it.
 */
export function PublicPage({
  head,
  art,
  actions,
  children,
}: {
  head: PageHead;
  /** Above the fold, so loaded eagerly; width and height reserve its space. */
  art?: PageArt;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article>
      <header className="border-b border-forest/10 bg-gradient-to-b from-leaf/10 to-transparent">
        <div
          className={`mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6 md:pt-16 ${art ? "md:grid md:grid-cols-[1fr_auto] md:items-center md:gap-10" : ""}`}
        >
          <div>
            <p className="text-sm font-semibold tracking-wider text-leaf uppercase">
              {head.eyebrow}
            </p>
            <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-forest sm:text-5xl">
              {head.heading}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-ink/80">{head.intro}</p>
            {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          </div>
          {art ? (
            <img
              src={art.src}
              alt={art.alt}
              width={art.width}
              height={art.height}
              decoding="async"
              className="mt-8 hidden h-auto w-full max-w-sm md:mt-0 md:block md:w-72 lg:w-80"
            />
          ) : null}
        </div>
      </header>
      {children}
    </article>
  );
}
