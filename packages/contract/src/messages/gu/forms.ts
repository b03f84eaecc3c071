import type { forms as en } from "../en/forms.ts";
import type { TranslationOf } from "../types.ts";

export const forms: TranslationOf<typeof en> = {
  required: "જરૂરી",
  optional: "વૈકલ્પિક",
  "submit.contact": "સંદેશ મોકલો",
  "submit.partner": "અરજી મોકલો",
  sending: "મોકલાઈ રહ્યું છે…",
  errorSummary: "કૃપા કરીને લાલ રંગમાં દર્શાવેલી વિગતો સુધારો.",
  networkError:
    "તમારો સંદેશ મોકલી શકાયો નહીં: સર્વર સુધી પહોંચી શકાયું નહીં. તમારું ઇન્ટરનેટ કનેક્શન તપાસીને ફરી પ્રયાસ કરો.",
  serverError: "અમારી બાજુએ કંઈક ખોટું થયું અને તમારો સંદેશ મોકલાયો નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.",
  noScript: "આ ફોર્મ માટે JavaScript જરૂરી છે. તમે આ પાના પર આપેલા ઈ-મેઇલ સરનામે પણ અમને લખી શકો છો.",
  honeypotLabel: "આ ખાનું ખાલી રાખો",
  "field.name": "કૃપા કરીને તમારું નામ લખો.",
  "field.nameTooLong": "કૃપા કરીને નામ {max} અક્ષરથી ટૂંકું રાખો.",
  "field.email": "કૃપા કરીને name@example.com જેવું સાચું ઈ-મેઇલ સરનામું લખો.",
  "field.phone": "કૃપા કરીને સાચો ફોન નંબર લખો (ફક્ત અંકો, જગ્યા, + અને -).",
  "field.phoneRequired": "કૃપા કરીને એવો ફોન નંબર લખો જેના પર અમે તમને ફોન કરી શકીએ.",
  "field.message": "કૃપા કરીને ઓછામાં ઓછા {min} અક્ષરનો સંદેશ લખો.",
  "field.messageTooLong": "કૃપા કરીને સંદેશ {max} અક્ષરથી ટૂંકો રાખો.",
  "field.businessName": "કૃપા કરીને તમારા વ્યવસાયનું નામ લખો.",
  "field.businessNameTooLong": "કૃપા કરીને વ્યવસાયનું નામ {max} અક્ષરથી ટૂંકું રાખો.",
  "field.city": "કૃપા કરીને જ્યાં કિઓસ્ક મૂકવાનું છે તે શહેરનું નામ લખો.",
  "field.businessType": "કૃપા કરીને વ્યવસાયનો પ્રકાર પસંદ કરો.",
  "field.smokersPerDay": "કૃપા કરીને 1 થી {max} વચ્ચેની પૂર્ણ સંખ્યા લખો.",
  "field.controlCharacters": "કૃપા કરીને આ ખાનામાંથી કંટ્રોલ અક્ષરો (જેમ કે NUL) કાઢી નાખો.",
  "field.invisibleCharacters":
    "કૃપા કરીને આ ખાનામાંથી અદૃશ્ય અક્ષરો કે લખાણની દિશા બદલતા અક્ષરો કાઢી નાખો.",
};
