/**
 * The two legal pages' heads and the words around their text (/privacy-policy,
 * /term-and-condition). The documents themselves are Markdown, one file per language
 * (web/content/legal, …/gu, …/hi). `translationNote` and `englishVersion` show on the Gujarati and
 * Hindi pages only.
 */
export const legal = {
  "privacy.title": "Privacy policy",
  "privacy.description":
    "What personal data Filtercycle collects on this website and the customer dashboard, why, how long it is kept and your rights under India's DPDP Act, 2023.",
  "privacy.eyebrow": "Legal",
  "privacy.heading": "Privacy policy",
  "privacy.intro":
    "What we collect, why, how long we keep it and how to use your rights under the Digital Personal Data Protection Act, 2023.",
  "terms.title": "Terms and conditions",
  "terms.description":
    "The terms for using the Filtercycle website and for businesses that host a kiosk: the service, kiosks, collections, benefit payouts, liability and governing law.",
  "terms.eyebrow": "Legal",
  "terms.heading": "Terms and conditions",
  "terms.intro":
    "The rules for using this website and for businesses that host a Filtercycle kiosk, in plain language.",
  updated: "Last updated",
  translationNote:
    "This translation is for your convenience. If it differs from the English version, the English version prevails.",
  englishVersion: "Read the English version",
} as const;
