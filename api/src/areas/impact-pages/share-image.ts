import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { BRAND } from "@filtercycle/contract/brand";
import { formatCount, formatKg, type PublicFigures } from "./public-figures.ts";

/**
 * The page's share image (Open Graph, 1200×630 PNG): the business's name and its three figures,
 * drawn by satori (layout to SVG) and resvg (SVG to PNG). Drawing takes a few hundred
 * milliseconds, so each image is kept in memory by a hash of what it shows.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

type Font = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };

const require = createRequire(import.meta.url);
const fontFile = (file: string) => readFile(require.resolve(`@fontsource/noto-sans/files/${file}`));

/*
 * Latin and Latin Extended are separate files of one typeface; satori uses only the first font
 * of a family name, so each gets its own name and the text asks for both (the second supplies
 * what the first lacks, like ₹ and accented names).
 */
const LATIN = "Noto Sans Latin";
const LATIN_EXT = "Noto Sans Latin Ext";
let fonts: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all([
    fontFile("noto-sans-latin-400-normal.woff"),
    fontFile("noto-sans-latin-700-normal.woff"),
    fontFile("noto-sans-latin-ext-400-normal.woff"),
    fontFile("noto-sans-latin-ext-700-normal.woff"),
  ]).then(([latin400, latin700, ext400, ext700]) => [
    { name: LATIN, data: latin400, weight: 400, style: "normal" },
    { name: LATIN, data: latin700, weight: 700, style: "normal" },
    { name: LATIN_EXT, data: ext400, weight: 400, style: "normal" },
    { name: LATIN_EXT, data: ext700, weight: 700, style: "normal" },
  ]);
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** What the image shows; its hash keys the cache. */
function shownFigures(figures: PublicFigures) {
  return {
    name: figures.name,
    figures: [
      { label: "Kiosks", value: formatCount(figures.kiosks) },
      { label: "Cigarette butts collected", value: formatCount(figures.butts) },
      { label: "Kg collected", value: formatKg(figures.kg) },
    ],
  };
}

function layout(shown: ReturnType<typeof shownFigures>): Node {
  const nameSize = shown.name.length > 40 ? 52 : shown.name.length > 24 ? 64 : 76;
  return el(
    "div",
    {
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 72px",
      background: "#0b3d2c",
      color: "#f6f5ee",
      fontFamily: `${LATIN}, ${LATIN_EXT}`,
    },
    [
      el("div", { display: "flex", alignItems: "center", fontSize: 36, fontWeight: 700 }, [
        el("div", {
          width: 40,
          height: 40,
          borderRadius: 20,
          background: "#8fd18a",
          marginRight: 16,
        }),
        BRAND.name,
      ]),
      el(
        "div",
        { display: "flex", fontSize: nameSize, fontWeight: 700, lineHeight: 1.1, maxWidth: 1056 },
        shown.name,
      ),
      el(
        "div",
        { display: "flex", width: 1056, justifyContent: "space-between" },
        shown.figures.map((figure) =>
          el(
            "div",
            {
              display: "flex",
              flexDirection: "column",
              width: 336,
              boxSizing: "border-box",
              padding: "20px 24px",
              borderRadius: 20,
              background: "#14513b",
            },
            [
              el("div", { fontSize: 24, color: "#8fd18a" }, figure.label),
              el("div", { fontSize: 44, fontWeight: 700, marginTop: 4 }, figure.value),
            ],
          ),
        ),
      ),
    ],
  );
}

const cache = new Map<string, Promise<Buffer>>();
const CACHE_LIMIT = 200;

/** The PNG for these figures and its ETag (the hash of what it shows). */
export function shareImage(figures: PublicFigures): { etag: string; png: Promise<Buffer> } {
  const shown = shownFigures(figures);
  const hash = createHash("sha256").update(JSON.stringify(shown)).digest("base64url").slice(0, 27);
  let png = cache.get(hash);
  if (!png) {
    png = drawPng(shown);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(hash, png);
    png.catch(() => cache.delete(hash));
  }
  return { etag: `"${hash}"`, png };
}

async function drawPng(shown: ReturnType<typeof shownFigures>): Promise<Buffer> {
  // Loaded on the first image, not at start: satori and resvg hold about 7 MB of the server's
  // heap that a server which never draws an image should not carry (issue 26).
  const [{ default: satori }, { Resvg }] = await Promise.all([
    import("satori"),
    import("@resvg/resvg-js"),
  ]);
  // satori takes React elements; plain objects of the same shape need no React here.
  const svg = await satori(layout(shown) as unknown as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: SHARE_IMAGE.width } }).render().asPng();
}
