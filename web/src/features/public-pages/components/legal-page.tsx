import type { LegalPageContent } from "../content/legal";
import { textLink } from "./blocks";
import { Prose } from "./prose";
import { PublicPage } from "./public-page";

/**
 * A legal document in its language: its head, its date and its body, from the route's loader. A
 * translation first says that the English version prevails, with a link to it.
 */
export function LegalPage({ c }: { c: LegalPageContent }) {
  return (
    <PublicPage head={c.head}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {c.translation ? (
          <p className="mb-6 max-w-3xl rounded-xl border border-forest/15 bg-white px-4 py-3 text-sm text-ink/80">
            {c.translation.note}{" "}
            <a href={c.translation.english.to} hrefLang="en" className={textLink}>
              {c.translation.english.label}
            </a>
          </p>
        ) : null}
        <p className="text-sm text-ink/70">
          {c.updated}: <time dateTime={c.document.updated}>{c.document.updatedLabel}</time>
        </p>
        <Prose html={c.document.html} />
      </div>
    </PublicPage>
  );
}
