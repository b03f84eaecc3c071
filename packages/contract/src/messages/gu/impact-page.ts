import type { impactPage as en } from "../en/impact-page.ts";
import type { TranslationOf } from "../types.ts";

export const impactPage: TranslationOf<typeof en> = {
  title: "{name}: {brand} સાથેની અસર",
  "sentence.oneKiosk":
    "{name} દ્વારા {brand}ના {kiosks} કિઓસ્ક વડે રિસાયક્લિંગ માટે {butts} સિગારેટનાં ઠૂંઠાં ({kg} કિલો) એકઠાં કરવામાં આવ્યાં છે.",
  "sentence.kiosks":
    "{name} દ્વારા {brand}નાં {kiosks} કિઓસ્ક વડે રિસાયક્લિંગ માટે {butts} સિગારેટનાં ઠૂંઠાં ({kg} કિલો) એકઠાં કરવામાં આવ્યાં છે.",
  "figures.kiosks": "કિઓસ્ક",
  "figures.butts": "એકઠાં થયેલાં સિગારેટનાં ઠૂંઠાં",
  "figures.kg": "એકઠાં થયેલાં કિલો",
  "chart.heading": "છેલ્લા 12 મહિના",
  "chart.unit": "દર મહિને એકઠાં થયેલાં સિગારેટનાં ઠૂંઠાં, કિલોમાં",
  "chart.axis": "કિલો",
  "chart.table": "મહિનાઓ કોષ્ટક રૂપે",
  "chart.month": "મહિનો",
  "chart.kg": "એકઠાં થયેલાં કિલો",
  "chart.summary": "{first}થી {last} સુધી દર મહિને એકઠાં થયેલાં કિલો; એક મહિનામાં સૌથી વધુ: {max} કિલો.",
  "chart.none": "બતાવવા માટે કોઈ મહિનો નથી.",
  "products.heading": "આ સામગ્રીમાંથી શું બન્યું",
  "products.none":
    "આ વ્યવસાયનાં ઠૂંઠાંમાંથી હજી કંઈ બન્યું નથી: સામગ્રી એકઠી થઈ ગઈ છે અને પ્લાન્ટમાં પ્રક્રિયાની રાહ જુએ છે.",
  "products.item": "{product}, લૉટ {lot}, {date}ના રોજ બન્યું",
  "method.line": "આજ સુધીના આંકડા, {method} મુજબ માપેલા.",
  "method.of": "{date}થી લાગુ પદ્ધતિ",
  "method.original": "મૂળ પદ્ધતિ",
  "method.link": "અમે અસર કેવી રીતે માપીએ છીએ",
  "notFound.title": "અહીં કોઈ અસર પેજ નથી",
  "notFound.text": "આ સરનામે આ વ્યવસાયનું કોઈ જાહેર અસર પેજ નથી, અથવા તેણે તે બંધ કર્યું છે.",
  languages: "ભાષા",
};
