/**
 * The words the browser writes into the report PDFs (issue 29): the two customer reports (the
 * cigarette butt collection report and the benefit value report: their values, the statement and
 * the month-by-month pages) and the ESG pack, with their frame (page numbers) and verification
 * stamp. Loaded by `import()` only when such a PDF is made, one chunk per language; the template's
 * own labels are `reportTemplate`, the ESG pack's figure names the dashboard's `esg`. English is
 * exactly what the PDFs printed before (SPEC.md §8 and §9's fallbacks and titles among them).
 */
export const reports = {
  "title.cigarette": "Cigarette Butt Collection Report",
  "title.benefit": "Benefit Value Report",
  "fallback.name": "N/A",
  "fallback.data": "Data N/A",
  "fallback.social": "Social Impact Data N/A",
  standIn: "No collections in the selected period: the figures below are till-date totals.",
  identity: "{name} · Customer ID {customerId} · {period}",
  page: "Page {page} of {pages}",
  "stamp.number": "Certificate no.",
  "stamp.check": "Check it at",
  "stamp.see": "see",
  "monthly.band": "Monthly collections",
  "monthly.heading": "Collections month by month",
  "monthly.continued": "Collections month by month (continued)",
  "monthly.chartTitle": "Cigarette butts collected by month (kg)",
  "monthly.axisKg": "kg",
  "monthly.month": "Month",
  "monthly.number": "Butts in number",
  "monthly.kg": "Butts in kg",
  "monthly.total": "Total",
  "monthly.cutOff":
    "The monthly figures reach back {max} months: months before {month} are not shown.",
  "monthly.partial":
    "Each row is a whole calendar month, so a month the period starts or ends in can include days outside the report period.",
  "monthly.none": "No month of the report period has monthly figures yet.",
  "monthly.unavailable": "Monthly figures: Data N/A",
  "statement.band": "Benefit statement",
  "statement.heading": "Statement of the report period",
  "statement.continued": "Statement entries (continued)",
  "statement.opening": "Opening balance",
  "statement.credits": "Credits",
  "statement.payouts": "Payouts",
  "statement.adjustments": "Adjustments",
  "statement.closing": "Closing balance",
  "statement.rule":
    "Closing balance = opening balance + credits − payouts ± adjustments. Amounts in rupees; a payout is shown as a negative amount.",
  "statement.date": "Date",
  "statement.description": "Description",
  "statement.amount": "Amount",
  "statement.balance": "Balance",
  "statement.noEntries": "No entries in this period.",
  "esg.band": "ESG pack",
  "esg.title": "ESG pack, financial year {year}",
  "esg.identity": "{name} ({code}) · FY {year}: {start} to {end} · made on {day}",
  "esg.tonnes": "t (metric tonnes)",
  "esg.co2eUnit": "kg CO2e, not deductible",
  "esg.monthsHeading": "By month",
  "esg.methodsHeading": "Method versions",
  "esg.notChosen": "Not chosen yet: an owner chooses the BRSR category in the dashboard's ESG tab.",
  "esg.waterRange":
    "Published estimates of the water one discarded butt can contaminate range from {low} to {high} litres; the figure uses the value of the method in force, not the top of the range.",
} as const;
