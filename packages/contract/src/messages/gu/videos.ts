import type { videos as en } from "../en/videos.ts";
import type { TranslationOf } from "../types.ts";

export const videos: TranslationOf<typeof en> = {
  heading: "તમારી મીડિયા ફાઇલો",
  loading: "મીડિયા ફાઇલો લોડ થઈ રહી છે...",
  failed: "વીડિયો લોડ થઈ શક્યા નથી. થોડી વાર પછી ફરી પ્રયાસ કરો.",
  empty: "હજી કોઈ મીડિયા ફાઇલ નથી. અમારી ટીમ ફાઇલો અપલોડ કરશે એટલે તે અહીં દેખાશે.",
  "view.video": "વીડિયો જુઓ",
  "view.pdf": "PDF જુઓ",
  "view.image": "ફાઇલ જુઓ",
  "view.unknown": "ફાઇલ જુઓ",
  download: "ડાઉનલોડ કરો",
  relatedLink: "સંબંધિત લિંક",
  visitRelatedLink: "સંબંધિત લિંક ખોલો",
  close: "બંધ કરો",
  newTab: "(નવા ટૅબમાં ખૂલે છે)",
  thumbnailLabel: "{name} ખોલો",
  uploaded: "અપલોડ:",
  pdfLoading: "PDF લોડ થઈ રહી છે…",
  pdfFailed: "આ PDF અહીં બતાવી શકાઈ નથી. તેને ડાઉનલોડ કરીને જુઓ.",
  pdfPage: "{pages}માંથી પાનું {page}",
  videoNote: "વીડિયો અવાજ વગર શરૂ થાય છે; અવાજ માટે પ્લેયરનાં બટન વાપરો.",
};
