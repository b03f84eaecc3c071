import { fill, useAppTexts } from "#web/lib/app-texts";

/** The links' words (PRODUCT.md), in English; shown in the reader's language (`export.*`). */
export const EXPORT_TEXT = {
  csv: "Download CSV",
  xlsx: "Download Excel",
  /** After the visible text, for screen readers: "Download CSV of the kiosk table". */
  of: (what: string) => `of ${what}`,
} as const;

/** "Download CSV" / "Download Excel": plain links to the exports (the session cookie goes along). */
export function ExportLinks({ csv, xlsx, what }: { csv: string; xlsx: string; what: string }) {
  const linkClass =
    "rounded-md px-1 py-1 text-sm font-semibold text-forest underline underline-offset-2 focus-ring";
  const t = useAppTexts().dashboard;
  const of = fill(t["export.of"], { what });
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1">
      <a href={csv} download className={linkClass}>
        {t["export.csv"]}
        <span className="sr-only"> {of}</span>
      </a>
      <a href={xlsx} download className={linkClass}>
        {t["export.xlsx"]}
        <span className="sr-only"> {of}</span>
      </a>
    </div>
  );
}
