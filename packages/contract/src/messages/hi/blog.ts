import type { blog as en } from "../en/blog.ts";
import type { TranslationOf } from "../types.ts";

export const blog: TranslationOf<typeof en> = {
  title: "ब्लॉग",
  description:
    "Filtercycle के लेख और गाइड: सिगरेट का टुकड़ा प्लास्टिक कचरा क्यों है, कियोस्क खाली होने के बाद टुकड़ों का क्या होता है, और कियोस्क ऐसी जगह कैसे लगाएँ कि लोग सच में उसका इस्तेमाल करें।",
  eyebrow: "ब्लॉग",
  heading: "ब्लॉग",
  intro:
    "ज़मीनी अनुभव से: सिगरेट के टुकड़ों के कचरे के पीछे का विज्ञान, हमारा कलेक्शन और रीसाइक्लिंग कैसे चलता है, और पार्टनरों के लिए काम की सलाह।",
  postsHeading: "सभी लेख",
  noPosts: "अभी कोई लेख नहीं है।",
  readingTime: "{minutes} मिनट में पढ़ें",
  by: "लेखक:",
  published: "प्रकाशित:",
  updated: "संशोधित:",
  back: "ब्लॉग के सभी लेख",
};
