/**
 * A business's public impact page, /impact/{slug} (issue 15), which the API renders as plain
 * HTML in the visitor's language (issue 29: `?lang=`, else the browser's Accept-Language).
 * `{brand}` is Filtercycle; figures and dates are written by the product.
 */
export const impactPage = {
  title: "{name}: impact with {brand}",
  "sentence.oneKiosk":
    "{name} has collected {butts} cigarette butts ({kg} kg) for recycling with {kiosks} kiosk from {brand}.",
  "sentence.kiosks":
    "{name} has collected {butts} cigarette butts ({kg} kg) for recycling with {kiosks} kiosks from {brand}.",
  "figures.kiosks": "Kiosks",
  "figures.butts": "Cigarette butts collected",
  "figures.kg": "Kg collected",
  "chart.heading": "The last 12 months",
  "chart.unit": "Kg of cigarette butts collected each month",
  "chart.axis": "kg",
  "chart.table": "The months as a table",
  "chart.month": "Month",
  "chart.kg": "Kg collected",
  "chart.summary":
    "Kg collected each month from {first} to {last}; the most in one month: {max} kg.",
  "chart.none": "No months to show.",
  "products.heading": "What the material became",
  "products.none":
    "Nothing has been made from this business’s butts yet: the material is collected and waits for processing at the plant.",
  "products.item": "{product}, lot {lot}, made on {date}",
  "method.line": "Figures to date, measured with the {method}.",
  "method.of": "Method of {date}",
  "method.original": "Original method",
  "method.link": "How we measure impact",
  "notFound.title": "No impact page here",
  "notFound.text": "This business has no public impact page at this address, or has turned it off.",
  languages: "Language",
} as const;
