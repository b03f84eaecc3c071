import type { certificate as en } from "../en/certificate.ts";
import type { TranslationOf } from "../types.ts";

export const certificate: TranslationOf<typeof en> = {
  title: "ग्रीन सर्टिफ़िकेट",
  presented: "यह प्रमाणपत्र सादर प्रदान किया जाता है",
  body: "Filtercycle के साथ मिलकर सिगरेट के टुकड़ों को पर्यावरण से दूर रखने के लिए, आज तक:",
  butts: "सिगरेट के टुकड़े एकत्र किए गए",
  kg: "किलो सिगरेट के टुकड़े रीसाइक्लिंग के लिए एकत्र किए गए",
  water: "लीटर पानी सुरक्षित रखा गया",
  issued: "जारी करने की तिथि: {date}",
  signature: "{brand} की ओर से",
  "stamp.number": "प्रमाणपत्र सं.",
  "stamp.check": "यहाँ जाँचें:",
  "stamp.see": "विवरण के लिए देखें",
};
