/**
 * The language switcher names each language in its own script (ગુજરાતી, हिन्दी) on every page,
 * also where that script's font is not loaded (an English page; a Hindi page's "ગુજરાતી"), and a
 * phone or computer without an Indic font would show empty boxes. This writes two tiny fonts with
 * only those names' letters (Noto Sans Gujarati and Noto Sans Devanagari, bold and regular
 * shapes alike: regular), kept in the repository like the icons (`npm run language-name-fonts -w
 * web` after changing a name in packages/contract/src/languages.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const NAMES = { gujarati: "ગુજરાતી", devanagari: "हिन्दी" };

for (const [script, text] of Object.entries(NAMES)) {
  const source = readFileSync(
    require.resolve(
      `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-400-normal.woff2`,
    ),
  );
  const subset = await subsetFont(source, text, { targetFormat: "woff2" });
  const out = new URL(`../src/assets/fonts/language-name-${script}.woff2`, import.meta.url);
  writeFileSync(out, subset);
  console.log(`${out.pathname}: ${subset.length} bytes (${text})`);
}
