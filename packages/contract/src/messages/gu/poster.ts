import type { poster as en } from "../en/poster.ts";
import type { TranslationOf } from "../types.ts";

export const poster: TranslationOf<typeof en> = {
  title: "કિઓસ્ક પોસ્ટર",
  scan: "સ્કૅન કરો અને જુઓ કે આ કૅફેનાં સિગારેટનાં ઠૂંઠાંમાંથી શું બન્યું",
  address: "અથવા લખો: {address}",
  about:
    "Filtercycle તમારા વ્યવસાયના સ્થળે મૂકેલા કિઓસ્કમાંથી સિગારેટનાં ઠૂંઠાં એકઠાં કરે છે અને તેના ફિલ્ટરને રિસાયકલ કરીને ઉપયોગી ઇકો-આર્ટ ઉત્પાદનો બનાવે છે.",
};
