/**
 * The report template's words (web/src/lib/pdf/report-fields.ts, PRODUCT.md "Reports and the
 * certificate"): the labels, headings and notes the template script prints on the two pages every
 * customer report starts with. They are built into one template PDF per language
 * (`npm run build:report-template`: /assets/report.pdf, report-gu.pdf, report-hi.pdf), so no
 * browser loads them as script. A `field.*` key is a field of REPORT_FIELDS by its name.
 */
export const reportTemplate = {
  header: "Impact report",
  documentTitle: "Filtercycle impact report (template)",
  "section.business": "Business details",
  "section.collected": "Collected and recycled in the report period",
  "section.benefit": "Benefit value in the report period",
  "section.social": "Social impact",
  "section.method": "How these figures are worked out",
  "field.period": "Report period",
  "field.generatedOn": "Generated on",
  "field.businessName": "Business name",
  "field.location": "Location",
  "field.customerId": "Customer ID",
  "field.unitsInstalled": "Disposal units installed",
  "field.installationDate": "Installation date",
  "field.latestCollectionDate": "Latest collection date",
  "field.totalWasteKg": "Total waste collected (kg)",
  "field.buttsNumber": "Cigarette butts collected (number)",
  "field.wasteRecycledKg": "Waste recycled (kg)",
  "field.microplasticKg": "Microplastic upcycled (kg)",
  "field.waterLitres": "Water preserved (litres)",
  "field.awarenessCount": "Awareness created (people, till date)",
  "field.benefitAmount": "Benefit amount",
  "field.benefitRedeemed": "Benefit amount redeemed",
  "field.unskilledEmployment": "Employment of unskilled labour",
  "field.stayAtHomeMothers": "Stay-at-home mothers",
  socialNote:
    "Company-wide figures of the Filtercycle programme, which this business is part of; they are not counted from this business's collections alone.",
  "method.collected":
    "Butts collected (number and kg) are the sums of the collections recorded at this business's disposal units in the report period, both days included, in the business time zone (India Standard Time).",
  "method.derived":
    'Waste recycled, microplastic upcycled and water preserved are worked out from the butts collected with conversion factors published on our website under "How we measure impact", with their sources.',
  "method.benefit":
    "Benefit amount is what the business was credited in the period (its rate per kg of butts, plus any adjustments); Benefit amount redeemed is what was paid out in the period. The two are never netted.",
  "method.units":
    "Disposal units installed counts the units that served the business during the period. The installation date is the day its first unit was installed.",
  contactTitle: "Questions about this report?",
  contactBody:
    "Write to us or call, quoting your customer ID and the report period. We keep the collection records behind every figure.",
} as const;
