import type { impactPage as en } from "../en/impact-page.ts";
import type { TranslationOf } from "../types.ts";

export const impactPage: TranslationOf<typeof en> = {
  title: "{name}: {brand} के साथ असर",
  "sentence.oneKiosk":
    "{name} ने {brand} के {kiosks} कियोस्क से रीसाइक्लिंग के लिए {butts} सिगरेट के टुकड़े ({kg} किलो) इकट्ठा किए हैं।",
  "sentence.kiosks":
    "{name} ने {brand} के {kiosks} कियोस्क से रीसाइक्लिंग के लिए {butts} सिगरेट के टुकड़े ({kg} किलो) इकट्ठा किए हैं।",
  "figures.kiosks": "कियोस्क",
  "figures.butts": "इकट्ठा किए गए सिगरेट के टुकड़े",
  "figures.kg": "इकट्ठा किए गए किलो",
  "chart.heading": "पिछले 12 महीने",
  "chart.unit": "हर महीने इकट्ठा किए गए सिगरेट के टुकड़े, किलो में",
  "chart.axis": "किलो",
  "chart.table": "महीने तालिका के रूप में",
  "chart.month": "महीना",
  "chart.kg": "इकट्ठा किए गए किलो",
  "chart.summary":
    "{first} से {last} तक हर महीने इकट्ठा किए गए किलो; एक महीने में सबसे ज़्यादा: {max} किलो।",
  "chart.none": "दिखाने के लिए कोई महीना नहीं है।",
  "products.heading": "इस सामग्री से क्या बना",
  "products.none":
    "इस व्यवसाय के टुकड़ों से अभी तक कुछ नहीं बना है: सामग्री इकट्ठा हो चुकी है और प्लांट में प्रोसेसिंग की प्रतीक्षा में है।",
  "products.item": "{product}, लॉट {lot}, {date} को बना",
  "method.line": "आज तक के आँकड़े, {method} से मापे गए।",
  "method.of": "{date} से लागू पद्धति",
  "method.original": "मूल पद्धति",
  "method.link": "हम असर कैसे मापते हैं",
  "notFound.title": "यहाँ कोई असर पेज नहीं है",
  "notFound.text": "इस पते पर इस व्यवसाय का कोई सार्वजनिक असर पेज नहीं है, या उसने इसे बंद कर दिया है।",
  languages: "भाषा",
};
