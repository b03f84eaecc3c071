import { rgb } from "pdf-lib";

/** The site's palette (web/src/app.css) for the PDFs. */
export const PDF_COLOURS = {
  forest: rgb(0x0b / 255, 0x3d / 255, 0x2c / 255),
  leaf: rgb(0x2e / 255, 0x7d / 255, 0x32 / 255),
  leafLight: rgb(0x8f / 255, 0xd1 / 255, 0x8a / 255),
  cream: rgb(0xf6 / 255, 0xf5 / 255, 0xee / 255),
  ink: rgb(0x1c / 255, 0x2a / 255, 0x24 / 255),
  muted: rgb(0.36, 0.42, 0.39),
  rule: rgb(0.82, 0.85, 0.83),
  noticeBg: rgb(1, 0.96, 0.84),
  noticeInk: rgb(0.45, 0.3, 0),
  white: rgb(1, 1, 1),
  black: rgb(0, 0, 0),
};
