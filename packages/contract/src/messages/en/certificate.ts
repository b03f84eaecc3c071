/**
 * The green certificate PDF (PRODUCT.md "Green certificate"), drawn in the browser in the
 * reader's language. `{date}` is the issue day, `{brand}` the legal name.
 */
export const certificate = {
  title: "Green Certificate",
  presented: "This certificate is presented to",
  body: "for keeping cigarette butts out of the environment with Filtercycle, till date:",
  butts: "cigarette butts collected",
  kg: "kg of cigarette butts collected for recycling",
  water: "litres of water protected",
  issued: "Issued on {date}",
  signature: "For {brand}",
  "stamp.number": "Certificate no.",
  "stamp.check": "Check it at",
  "stamp.see": "see",
} as const;
