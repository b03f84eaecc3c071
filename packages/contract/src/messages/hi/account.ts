import type { account as en } from "../en/account.ts";
import type { TranslationOf } from "../types.ts";

export const account: TranslationOf<typeof en> = {
  title: "अकाउंट सेटिंग्स",
  "language.heading": "भाषा",
  "language.intro": "डैशबोर्ड, यह पेज और हमारे भेजे ई-मेल आपकी चुनी हुई भाषा में लिखे जाते हैं।",
  "language.save": "भाषा सहेजें",
  "language.saved": "सहेज लिया। अब Filtercycle आपसे हिन्दी में बात करेगा।",
  "language.failed": "आपकी भाषा सहेजी नहीं जा सकी। फिर से कोशिश करें।",
  "offer.question": "Filtercycle हिन्दी में देखना है?",
  "offer.yes": "हाँ, हिन्दी में",
  "offer.no": "नहीं, अंग्रेज़ी ही रखें",
};
