import type { account as en } from "../en/account.ts";
import type { TranslationOf } from "../types.ts";

export const account: TranslationOf<typeof en> = {
  title: "એકાઉન્ટ સેટિંગ્સ",
  "page.heading": "એકાઉન્ટ સેટિંગ્સ",
  "page.intro":
    "કયા ઈ-મેલ મેળવવા તે પસંદ કરો, પાસવર્ડ બદલો, તમે ક્યાં સાઇન ઇન છો તે જુઓ અને તમારા API ટોકન સંભાળો.",
  "page.back": "ડેશબોર્ડ પર પાછા જાઓ",
  "password.heading": "પાસવર્ડ",
  "password.intro": "પાસવર્ડ બદલતાં તમારાં બીજાં બધાં સેશન લૉગ આઉટ થઈ જશે.",
  "password.button": "પાસવર્ડ બદલો",
  "notifications.heading": "ઈ-મેલ સૂચનાઓ",
  "notifications.intro":
    "આ તમારી પોતાની પસંદગી છે: તમારા વ્યવસાયના એકાઉન્ટ પરના દરેક સાથી પોતાની પસંદગી જાતે કરે છે.",
  "sessions.heading": "સાઇન ઇન થયેલાં સેશન",
  "sessions.intro":
    "જે બ્રાઉઝરમાં તમારું લૉગ ઇન ચાલુ છે તે. જે ઓળખતા ન હો કે હવે વાપરતા ન હો તેમાંથી સાઇન આઉટ કરો.",
  "language.heading": "ભાષા",
  "language.intro": "ડેશબોર્ડ, આ પેજ અને અમે મોકલીએ તે ઈ-મેલ તમે પસંદ કરેલી ભાષામાં લખાય છે.",
  "language.save": "ભાષા સાચવો",
  "language.saved": "સાચવ્યું. હવેથી Filtercycle તમારી સાથે ગુજરાતીમાં વાત કરશે.",
  "language.failed": "તમારી ભાષા સાચવી શકાઈ નથી. ફરી પ્રયાસ કરો.",
  "offer.question": "Filtercycle ગુજરાતીમાં જોવું છે?",
  "offer.yes": "હા, ગુજરાતીમાં",
  "offer.no": "ના, અંગ્રેજી જ રાખો",
};
