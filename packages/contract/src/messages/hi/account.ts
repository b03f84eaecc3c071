import type { account as en } from "../en/account.ts";
import type { TranslationOf } from "../types.ts";

export const account: TranslationOf<typeof en> = {
  title: "अकाउंट सेटिंग्स",
  "page.heading": "अकाउंट सेटिंग्स",
  "page.intro":
    "चुनें कि कौन-से ई-मेल आपको मिलें, अपना पासवर्ड बदलें, देखें कि आप कहाँ साइन इन हैं और अपने API टोकन सँभालें।",
  "page.back": "डैशबोर्ड पर वापस जाएँ",
  "password.heading": "पासवर्ड",
  "password.intro": "पासवर्ड बदलने पर आपके बाकी सभी सेशन लॉग आउट हो जाएँगे।",
  "password.button": "पासवर्ड बदलें",
  "notifications.heading": "ई-मेल सूचनाएँ",
  "notifications.intro": "ये आपकी अपनी पसंद हैं: आपके व्यवसाय के अकाउंट पर हर साथी अपनी पसंद खुद चुनता है।",
  "sessions.heading": "साइन इन किए हुए सेशन",
  "sessions.intro":
    "वे ब्राउज़र जिनमें आपका लॉग इन चालू है। जिन्हें आप नहीं पहचानते या अब इस्तेमाल नहीं करते, उनसे साइन आउट करें।",
  "language.heading": "भाषा",
  "language.intro": "डैशबोर्ड, यह पेज और हमारे भेजे ई-मेल आपकी चुनी हुई भाषा में लिखे जाते हैं।",
  "language.save": "भाषा सहेजें",
  "language.saved": "सहेज लिया। अब Filtercycle आपसे हिन्दी में बात करेगा।",
  "language.failed": "आपकी भाषा सहेजी नहीं जा सकी। फिर से कोशिश करें।",
  "offer.question": "Filtercycle हिन्दी में देखना है?",
  "offer.yes": "हाँ, हिन्दी में",
  "offer.no": "नहीं, अंग्रेज़ी ही रखें",
};
