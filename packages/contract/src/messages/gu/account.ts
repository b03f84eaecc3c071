import type { account as en } from "../en/account.ts";
import type { TranslationOf } from "../types.ts";

export const account: TranslationOf<typeof en> = {
  title: "એકાઉન્ટ સેટિંગ્સ",
  "language.heading": "ભાષા",
  "language.intro": "ડેશબોર્ડ, આ પેજ અને અમે મોકલીએ તે ઈ-મેલ તમે પસંદ કરેલી ભાષામાં લખાય છે.",
  "language.save": "ભાષા સાચવો",
  "language.saved": "સાચવ્યું. હવેથી Filtercycle તમારી સાથે ગુજરાતીમાં વાત કરશે.",
  "language.failed": "તમારી ભાષા સાચવી શકાઈ નથી. ફરી પ્રયાસ કરો.",
  "offer.question": "Filtercycle ગુજરાતીમાં જોવું છે?",
  "offer.yes": "હા, ગુજરાતીમાં",
  "offer.no": "ના, અંગ્રેજી જ રાખો",
};
