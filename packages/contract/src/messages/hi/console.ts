import type { console as en } from "../en/console.ts";
import type { TranslationOf } from "../types.ts";

/** Written for Filtercycle's staff at a desk: the console's frame and its common words. */
export const console: TranslationOf<typeof en> = {
  title: "एडमिन कंसोल",
  brand: "Filtercycle कंसोल",
  navLabel: "कंसोल",
  menuOpen: "मेन्यू",
  menuClose: "मेन्यू बंद करें",
  signedInAs: "इस नाम से लॉग इन",
  account: "खाता",
  changePassword: "पासवर्ड बदलें",
  logout: "लॉग आउट करें",
  loggingOut: "लॉग आउट हो रहा है…",
  logoutFailed: "लॉगआउट नहीं हो सका। कृपया फिर से कोशिश करें।",
  toRoute: "रूट पर जाएँ",
  language: "भाषा",
  "nav.overview": "सारांश",
  "nav.customers": "ग्राहक",
  "nav.collections": "कलेक्शन",
  "nav.custody": "कस्टडी",
  "nav.pickups": "पिकअप",
  "nav.route": "कलेक्टर का रूट",
  "nav.payouts": "भुगतान",
  "nav.media": "मीडिया",
  "nav.inbox": "इनबॉक्स",
  "nav.settings": "सेटिंग्स",
  "nav.auditLog": "ऑडिट लॉग",
  "notFound.title": "पेज नहीं मिला",
  "notFound.heading": "पेज नहीं मिला",
  "notFound.intro": "इस पते पर कंसोल की कोई स्क्रीन नहीं है। मेन्यू से कोई स्क्रीन चुनें, या:",
  "notFound.overview": "सारांश पर जाएँ",
  "denied.heading": "प्रवेश की अनुमति नहीं",
  "denied.staffOnly": "यह हिस्सा सिर्फ़ Filtercycle के स्टाफ़ के लिए है।",
  "denied.adminOnly":
    "यह हिस्सा सिर्फ़ Filtercycle के एडमिन के लिए है। कलेक्टर रूट वाली स्क्रीन इस्तेमाल करते हैं।",
  "denied.toDashboard": "अपने डैशबोर्ड पर जाएँ",
};
