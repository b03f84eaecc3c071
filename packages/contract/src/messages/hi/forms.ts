import type { forms as en } from "../en/forms.ts";
import type { TranslationOf } from "../types.ts";

export const forms: TranslationOf<typeof en> = {
  required: "ज़रूरी",
  optional: "वैकल्पिक",
  "submit.contact": "संदेश भेजें",
  "submit.partner": "आवेदन भेजें",
  sending: "भेजा जा रहा है…",
  errorSummary: "कृपया लाल रंग में दिखाए गए फ़ील्ड ठीक करें।",
  networkError:
    "आपका संदेश नहीं भेजा जा सका: सर्वर तक पहुँच नहीं हो पाई। अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।",
  serverError: "हमारी ओर से कुछ गड़बड़ हुई और आपका संदेश नहीं भेजा गया। कृपया फिर से कोशिश करें।",
  noScript: "इस फ़ॉर्म के लिए JavaScript ज़रूरी है। आप इस पेज पर दिए ई-मेल पते पर भी हमें लिख सकते हैं।",
  honeypotLabel: "यह फ़ील्ड ख़ाली छोड़ दें",
  "field.name": "कृपया अपना नाम लिखें।",
  "field.nameTooLong": "कृपया नाम {max} अक्षरों से छोटा रखें।",
  "field.email": "कृपया name@example.com जैसा सही ई-मेल पता लिखें।",
  "field.phone": "कृपया सही फ़ोन नंबर लिखें (सिर्फ़ अंक, स्पेस, + और -)।",
  "field.phoneRequired": "कृपया वह फ़ोन नंबर लिखें जिस पर हम आपको कॉल कर सकें।",
  "field.message": "कृपया कम से कम {min} अक्षरों का संदेश लिखें।",
  "field.messageTooLong": "कृपया संदेश {max} अक्षरों से छोटा रखें।",
  "field.businessName": "कृपया अपने व्यवसाय का नाम लिखें।",
  "field.businessNameTooLong": "कृपया व्यवसाय का नाम {max} अक्षरों से छोटा रखें।",
  "field.city": "कृपया वह शहर लिखें जहाँ कियोस्क लगाना है।",
  "field.businessType": "कृपया व्यवसाय का प्रकार चुनें।",
  "field.smokersPerDay": "कृपया 1 से {max} के बीच कोई पूर्ण संख्या लिखें।",
  "field.controlCharacters": "कृपया इस फ़ील्ड से कंट्रोल अक्षर (जैसे NUL) हटा दें।",
  "field.invisibleCharacters": "कृपया इस फ़ील्ड से अदृश्य अक्षर या लिखने की दिशा बदलने वाले अक्षर हटा दें।",
};
