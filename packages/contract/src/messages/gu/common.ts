import type { common as en } from "../en/common.ts";
import type { TranslationOf } from "../types.ts";

export const common: TranslationOf<typeof en> = {
  "client.networkError": "સર્વર સુધી પહોંચી શકાયું નહીં. તમારું ઇન્ટરનેટ કનેક્શન તપાસીને ફરી પ્રયાસ કરો.",
  "client.unexpectedAnswer": "સર્વરે એવો જવાબ મોકલ્યો જે આ પેજ સમજી શકતું નથી. કૃપા કરીને ફરી પ્રયાસ કરો.",
  "client.serverError": "સર્વર આ વિનંતી પૂરી કરી શક્યું નહીં (HTTP {status}).",
  "form.checkField": "કૃપા કરીને {name} તપાસો.",
  cancel: "રદ કરો",
  calendar: "કૅલેન્ડરમાંથી પસંદ કરો",
  "pager.label": "પાનાં",
  "pager.previous": "પાછળ",
  "pager.next": "આગળ",
  "pager.page": "પાનું {page}",
  "pager.pageOf": "{pages}માંથી પાનું {page}",
};
