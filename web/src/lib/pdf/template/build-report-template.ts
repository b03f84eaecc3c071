/**
 * Builds the report templates, web/public/assets/report.pdf (English, SPEC.md's address) and
 * report-gu.pdf, report-hi.pdf (issue 29): PRODUCT.md "Reports and the certificate", a designed
 * two-page A4 PDF made by a script in the repo. Run it after changing the layout, the brand or a
 * `reportTemplate` text of the catalogue:
 *
 *   npm run build:report-template            # every language
 *   npm run build:report-template -- gu hi   # only these
 *
 * Every label and box comes from REPORT_FIELDS (report-fields.ts), the map the browser fills the
 * values in by, so the two cannot drift apart. The output is committed; the build does not run
 * this script. `report-template.test.ts` fails while a committed file says other than the
 * catalogue.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isLanguage, LANGUAGES } from "@filtercycle/contract/languages";
import { reportTemplateUrl } from "../report-fields";
import { buildReportTemplate } from "./report-template";

const PUBLIC = fileURLToPath(new URL("../../../../public", import.meta.url));

const asked = process.argv.slice(2);
const languages = asked.length ? asked.filter(isLanguage) : LANGUAGES;
if (asked.length !== 0 && languages.length !== asked.length) {
  throw new Error(`Languages: ${LANGUAGES.join(", ")} (asked: ${asked.join(", ")})`);
}
for (const language of languages) {
  const output = path.join(PUBLIC, reportTemplateUrl(language));
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, await buildReportTemplate(language));
  console.log(`Report template (${language}) written to ${path.relative(process.cwd(), output)}`);
}
