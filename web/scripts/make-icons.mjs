// Draws the web app icons and the social card (PNG) from SVG with Chromium, into web/public.
// Run after changing the logo or the card: `npm run icons -w web` (needs a Chromium:
// CHROMIUM_PATH, /usr/bin/chromium or Playwright's own). The PNGs are committed, so a build
// never needs a browser.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumExecutable } from "../../scripts/chromium.mjs";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const kioskSvg = readFileSync(
  new URL("../src/features/public-pages/assets/kiosk.svg", import.meta.url),
  "utf8",
);

// The favicon's mark (web/public/favicon.svg, components/logo.tsx) without its rounded square.
const MARK = `
  <path d="M16 5c6.5 2.2 9.6 7.2 8.6 13.6-4.9.3-8.7-1.5-10.6-5.4C12.6 10.3 13.3 7.5 16 5Z" fill="#5bb450"/>
  <path d="M16.5 9.5c1 3.8 2.8 6.7 6 9" stroke="#0b3d2c" stroke-width="1.4" stroke-linecap="round" fill="none"/>
  <rect x="9" y="20" width="14" height="7" rx="1.5" fill="#f6f5ee"/>
  <path d="M13 20v7M17 20v7" stroke="#d9c9a3" stroke-width="1.2"/>`;

/** `any` icons: the rounded square like the favicon; `maskable`: full bleed, mark in the safe zone. */
const icon = (size, maskable) => `<!doctype html><html><body style="margin:0">
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
  ${maskable ? '<rect width="32" height="32" fill="#0b3d2c"/><g transform="translate(4.8 4.8) scale(0.7)">' : '<rect width="32" height="32" rx="8" fill="#0b3d2c"/><g>'}${MARK}</g>
</svg></body></html>`;

const socialCard = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;align-items:center;gap:48px;
  background:linear-gradient(135deg,#0b3d2c,#14543d);color:#fff;font-family:system-ui,'DejaVu Sans',Arial,sans-serif">
  <div style="flex:1">
    <div style="display:flex;align-items:center;gap:20px">
      <svg viewBox="0 0 32 32" width="72" height="72"><rect width="32" height="32" rx="8" fill="#f6f5ee"/>${MARK.replace('stroke="#0b3d2c"', 'stroke="#f6f5ee"').replace('fill="#f6f5ee"', 'fill="#e2d3ad"')}</svg>
      <span style="font-size:52px;font-weight:700;letter-spacing:-1px">Filtercycle</span>
    </div>
    <p style="margin:44px 0 0;font-size:58px;font-weight:700;line-height:1.1;letter-spacing:-1px">Every cigarette butt, collected and recycled.</p>
    <p style="margin:28px 0 0;font-size:28px;color:#c9ead0">Kiosks, collection and Eco-Art in Ahmedabad</p>
  </div>
  <div style="width:400px;height:400px;border-radius:36px;background:#f6f5ee;display:flex;align-items:center;justify-content:center">
    ${kioskSvg.replace(/width="480" height="400"/, 'width="380" height="317"')}
  </div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: CHROMIUM_FLAGS,
});
try {
  const shots = [
    ["icon-192.png", icon(192, false), 192, 192],
    ["icon-512.png", icon(512, false), 512, 512],
    ["icon-maskable-512.png", icon(512, true), 512, 512],
    ["apple-touch-icon.png", icon(180, true), 180, 180],
    // JPEG: a photo-like gradient is a quarter of the PNG's size, and crawlers accept it.
    ["social-card.jpg", socialCard, 1200, 630],
  ];
  for (const [file, html, width, height] of shots) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    const image = file.endsWith(".jpg")
      ? await page.screenshot({ type: "jpeg", quality: 86, clip: { x: 0, y: 0, width, height } })
      : await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
    writeFileSync(`${publicDir}${file}`, image);
    await page.close();
    console.log(`web/public/${file}`);
  }
} finally {
  await browser.close();
}
