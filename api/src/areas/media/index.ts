// The media area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.

export { mediaRoutes } from "./media.routes.ts";
export { receiveUpload } from "./media-upload.ts";
export { createMediaStorage } from "./storage/create-media-storage.ts";
export type { MediaStorage } from "./storage/media-storage.ts";
