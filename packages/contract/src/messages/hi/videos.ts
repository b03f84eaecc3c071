import type { videos as en } from "../en/videos.ts";
import type { TranslationOf } from "../types.ts";

export const videos: TranslationOf<typeof en> = {
  heading: "आपकी मीडिया फ़ाइलें",
  loading: "मीडिया फ़ाइलें लोड हो रही हैं...",
  failed: "वीडियो लोड नहीं हो सके। थोड़ी देर बाद फिर से कोशिश करें।",
  empty: "अभी कोई मीडिया फ़ाइल नहीं है। हमारी टीम फ़ाइलें अपलोड करेगी तो वे यहाँ दिखेंगी।",
  "view.video": "वीडियो देखें",
  "view.pdf": "PDF देखें",
  "view.image": "फ़ाइल देखें",
  "view.unknown": "फ़ाइल देखें",
  download: "डाउनलोड करें",
  relatedLink: "संबंधित लिंक",
  visitRelatedLink: "संबंधित लिंक खोलें",
  close: "बंद करें",
  newTab: "(नए टैब में खुलता है)",
  thumbnailLabel: "{name} खोलें",
  uploaded: "अपलोड:",
  pdfLoading: "PDF लोड हो रही है…",
  pdfFailed: "यह PDF यहाँ नहीं दिखाई जा सकी। इसे डाउनलोड करके देखें।",
  pdfPage: "{pages} में से पेज {page}",
  videoNote: "वीडियो बिना आवाज़ के शुरू होता है; आवाज़ के लिए प्लेयर के बटन इस्तेमाल करें।",
};
