import type { certificate as en } from "../en/certificate.ts";
import type { TranslationOf } from "../types.ts";

export const certificate: TranslationOf<typeof en> = {
  title: "ગ્રીન સર્ટિફિકેટ",
  presented: "આ પ્રમાણપત્ર સાદર અર્પણ કરવામાં આવે છે",
  body: "Filtercycle સાથે મળીને સિગારેટનાં ઠૂંઠાંને પર્યાવરણથી દૂર રાખવા બદલ, આજ સુધી:",
  butts: "સિગારેટનાં ઠૂંઠાં એકઠાં કર્યાં",
  kg: "કિલો સિગારેટનાં ઠૂંઠાં રિસાયક્લિંગ માટે એકઠાં કર્યાં",
  water: "લિટર પાણી સુરક્ષિત રાખ્યું",
  issued: "જારી કર્યાની તારીખ: {date}",
  signature: "{brand} વતી",
  "stamp.number": "પ્રમાણપત્ર નં.",
  "stamp.check": "અહીં ચકાસો:",
  "stamp.see": "વિગત માટે જુઓ",
};
