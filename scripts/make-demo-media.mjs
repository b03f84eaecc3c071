// Makes the demo seed's photos and videos (issue 17 "Demo data that sells") from the site's own
// illustrations (web/src/features/public-pages/assets/*.svg): each photo is an illustration on a
// scene with a caption band, each video a few titled scenes. Drawn on a canvas in Chromium, which
// has the PNG and VP8 (WebM) encoders this repository does not; the files are committed under
// api/src/seed/assets and the seed stores them. Run again after changing an illustration:
//   node scripts/make-demo-media.mjs   (CHROMIUM_PATH, or /usr/bin/chromium)
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const art = path.join(root, "web/src/features/public-pages/assets");
const out = path.join(root, "api/src/seed/assets");

const svg = async (name) =>
  `data:image/svg+xml;base64,${(await readFile(path.join(art, `${name}.svg`))).toString("base64")}`;

/** Each photo: its file, the illustrations side by side, a title and a line under it. */
const PHOTOS = [
  {
    file: "recycling-plant-visit.png",
    art: ["step-recycle", "step-ecoart"],
    title: "Recycling plant visit",
    line: "Café team at the plant: filters cleaned, shredded and pressed into Eco-Art boards",
  },
  {
    file: "tech-park-kiosks.png",
    art: ["corporate", "kiosk"],
    title: "Tech park kiosks",
    line: "Tower A and B smoking shelters, one kiosk each",
  },
];

/** Each video: its file and its scenes (illustration, title, line), two seconds each. */
const VIDEOS = [
  {
    file: "kiosk-installation.webm",
    scenes: [
      ["kiosk", "Kiosk installation", "Sabarmati Riverside Café, rear terrace"],
      ["step-kiosk", "Guests use the kiosk", "Butts go in the slot, not on the ground"],
      ["step-collect", "Collection day", "Bags weighed, sealed and logged on the spot"],
      ["step-recycle", "At the plant", "Filters cleaned, shredded and pressed"],
      ["step-ecoart", "Eco-Art", "Your butts, back as coasters and panels"],
    ],
  },
  {
    file: "lakefront-festival.webm",
    scenes: [
      ["events", "Lakefront festival", "Kankaria Lake, north promenade"],
      ["step-kiosk", "Kiosks at every food stall", "Two units, emptied each evening"],
      ["step-collect", "Collected after the show", "Weighed and sealed for the plant"],
    ],
  },
];

const WIDTH = 960;
const HEIGHT = 540;

/** Runs in the page: draws one frame (a scene's illustrations, title and line) on `ctx`. */
function drawScene(ctx, images, title, line, width, height) {
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, "#f6f5ee");
  sky.addColorStop(1, "#dcefd9");
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = "#cfe8e0";
  ctx.fillRect(0, height * 0.62, width, height * 0.38);
  const size = Math.min(height * 0.6, (width * 0.8) / images.length);
  const gap = size * 0.15;
  const total = images.length * size + (images.length - 1) * gap;
  images.forEach((image, index) => {
    ctx.drawImage(image, (width - total) / 2 + index * (size + gap), height * 0.06, size, size);
  });
  ctx.fillStyle = "rgba(11, 61, 44, 0.92)";
  ctx.fillRect(0, height * 0.74, width, height * 0.26);
  ctx.fillStyle = "#ffffff";
  ctx.font = `bold ${Math.round(height * 0.075)}px sans-serif`;
  ctx.fillText(title, width * 0.05, height * 0.85);
  ctx.fillStyle = "#cfe8e0";
  ctx.font = `${Math.round(height * 0.042)}px sans-serif`;
  ctx.fillText(line, width * 0.05, height * 0.93);
  ctx.fillStyle = "#8fd18a";
  ctx.font = `bold ${Math.round(height * 0.035)}px sans-serif`;
  ctx.textAlign = "right";
  ctx.fillText("Filtercycle", width * 0.95, height * 0.85);
  ctx.textAlign = "left";
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  await page.setContent("<canvas></canvas>");
  await page.evaluate(`window.drawScene = ${drawScene.toString()}`);
  const load = async (names) => Promise.all(names.map(svg));

  for (const photo of PHOTOS) {
    const dataUrl = await page.evaluate(
      async ({ sources, title, line, width, height }) => {
        const images = await Promise.all(
          sources.map(async (src) => {
            const image = new Image();
            image.src = src;
            await image.decode();
            return image;
          }),
        );
        const canvas = document.querySelector("canvas");
        canvas.width = width;
        canvas.height = height;
        window.drawScene(canvas.getContext("2d"), images, title, line, width, height);
        return canvas.toDataURL("image/png");
      },
      {
        sources: await load(photo.art),
        title: photo.title,
        line: photo.line,
        width: WIDTH,
        height: HEIGHT,
      },
    );
    await writeFile(path.join(out, photo.file), Buffer.from(dataUrl.split(",")[1], "base64"));
    console.log(`wrote ${photo.file}`);
  }

  for (const video of VIDEOS) {
    const base64 = await page.evaluate(
      async ({ scenes, width, height }) => {
        const canvas = document.querySelector("canvas");
        canvas.width = width / 1.5;
        canvas.height = height / 1.5;
        const ctx = canvas.getContext("2d");
        const loaded = await Promise.all(
          scenes.map(async ([src, title, line]) => {
            const image = new Image();
            image.src = src;
            await image.decode();
            return { image, title, line };
          }),
        );
        const stream = canvas.captureStream(15);
        const recorder = new MediaRecorder(stream, {
          mimeType: "video/webm;codecs=vp8",
          videoBitsPerSecond: 300_000,
        });
        const chunks = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => {
          recorder.onstop = resolve;
        });
        recorder.start();
        for (const scene of loaded) {
          const start = performance.now();
          // Redraw for two seconds, so the stream carries frames throughout the scene.
          while (performance.now() - start < 2000) {
            window.drawScene(
              ctx,
              [scene.image],
              scene.title,
              scene.line,
              canvas.width,
              canvas.height,
            );
            await new Promise((resolve) => setTimeout(resolve, 66));
          }
        }
        recorder.stop();
        await stopped;
        const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      },
      {
        scenes: await Promise.all(
          video.scenes.map(async ([name, title, line]) => [await svg(name), title, line]),
        ),
        width: WIDTH,
        height: HEIGHT,
      },
    );
    await writeFile(path.join(out, video.file), Buffer.from(base64, "base64"));
    console.log(`wrote ${video.file}`);
  }
} finally {
  await browser.close();
}
