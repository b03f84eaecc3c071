import type { poster as en } from "../en/poster.ts";
import type { TranslationOf } from "../types.ts";

export const poster: TranslationOf<typeof en> = {
  title: "कियोस्क पोस्टर",
  scan: "स्कैन करें और देखें कि इस कैफ़े के सिगरेट के टुकड़ों से क्या बना",
  address: "या टाइप करें: {address}",
  about:
    "Filtercycle आपके व्यवसाय की जगह पर लगे कियोस्क से सिगरेट के टुकड़े इकट्ठा करता है और उनके फ़िल्टर को रीसायकल करके उपयोगी इको-आर्ट उत्पाद बनाता है।",
};
