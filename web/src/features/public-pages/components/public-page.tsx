import type { ReactNode } from "react";
import type { PageContent } from "../constants";

/** The common frame of a public page: a heading band and the page's text. */
export function PublicPage({ content, children }: { content: PageContent; children?: ReactNode }) {
  return (
    <article>
      <header className="border-b border-forest/10 bg-gradient-to-b from-leaf/10 to-transparent">
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-10 sm:px-6 md:pt-20">
          <p className="text-sm font-semibold tracking-wider text-leaf uppercase">
            {content.eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-forest sm:text-5xl">
            {content.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink/80">{content.intro}</p>
        </div>
      </header>
      {content.body.length > 0 || children ? (
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          {content.body.map((paragraph) => (
            <p key={paragraph} className="mb-4 max-w-2xl text-base leading-7 text-ink/80">
              {paragraph}
            </p>
          ))}
          {children}
        </div>
      ) : null}
    </article>
  );
}
