/**
 * The certificate check, /verify and /verify/{number} (issue 15), which the API renders as plain
 * HTML in the visitor's language (issue 29: `?lang=`, else Accept-Language). What a certificate
 * states (its figures' names, its methods and their sources) is shown as it was issued.
 */
export const verify = {
  title: "Certificate check",
  intro:
    "Every Filtercycle certificate and ESG pack carries a number. Type it to see what the certificate states and whether it is still valid.",
  label: "Certificate number",
  hint: "For example {example}. Capitals, spaces and dashes do not matter.",
  button: "Check",
  another: "Check another number",
  "notFound.title": "Certificate not found",
  "notFound.status": "No certificate has this number",
  "notFound.text":
    "Check the number on the certificate and type it again; if it still is not found, the certificate was not issued by Filtercycle.",
  valid: "Valid",
  "valid.text": "This certificate was issued by {issuer} and has not been revoked.",
  revoked: "Revoked on {date}",
  "revoked.reason": "Reason: {reason}",
  "facts.issuer": "Issued by",
  "facts.business": "Business",
  "facts.document": "Document",
  "facts.period": "Period",
  "facts.issuedOn": "Issued on",
  "period.range": "{start} to {end}",
  "period.upTo": "Up to {end}",
  "kind.green_certificate": "Green certificate",
  "kind.cigarette_report": "Cigarette butt collection report",
  "kind.benefit_report": "Benefit value report",
  "kind.esg_pack": "ESG pack",
  "figures.heading": "Figures",
  "figures.asIssued": "These are the figures as certified when it was issued.",
  "method.heading": "Method",
  "method.range": "published range {low}–{high} {unit}",
  "method.source": "Source: {source}",
  "method.link": "How we measure impact",
  "batches.heading": "Where the material went",
  "batches.none": "No processing batch is recorded for this period yet.",
  "batches.batch": "Batch {code}, started {date}",
  "batches.became": "became",
  "batches.lot": "{product}, lot {lot}",
  "fingerprint.heading": "Fingerprint",
  "fingerprint.text": "{algorithm} of the facts as issued:",
  languages: "Language",
} as const;
