import { LEGAL_TEXT } from "../content/documents";
import type { PageHead } from "../types";
import { formatDate } from "../utils/format-date";
import { Prose } from "./prose";
import { PublicPage } from "./public-page";

/** A legal document: its head from content/documents.ts, its body rendered from Markdown. */
export function LegalPage({
  head,
  document,
}: {
  head: PageHead;
  /** Undefined only outside the router's data (component tests without a loader). */
  document: { updated: string; html: string } | undefined;
}) {
  return (
    <PublicPage head={head}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {document ? (
          <>
            <p className="text-sm text-ink/70">
              {LEGAL_TEXT.updated}:{" "}
              <time dateTime={document.updated}>{formatDate(document.updated)}</time>
            </p>
            <Prose html={document.html} />
          </>
        ) : null}
      </div>
    </PublicPage>
  );
}
