import { BRSR_NOT_CHOSEN, ESG_REFERENCES, type EsgPack } from "@filtercycle/contract/esg/esg";
import { methodDates } from "@filtercycle/contract/impact/impact-methods";
import type { ExportColumn, TableExport } from "#api/lib/table-export.ts";

/** One line of the ESG pack's CSV: the standard, what it is, the value and its unit. */
export type EsgCsvRow = {
  reference: string;
  item: string;
  value: string | number | null;
  unit: string;
};

export const ESG_CSV_COLUMNS: readonly ExportColumn<EsgCsvRow>[] = [
  { header: "Reference", type: "text", value: (row) => row.reference },
  { header: "Item", type: "text", value: (row) => row.item },
  { header: "Value", type: "text", value: (row) => row.value },
  { header: "Unit", type: "text", value: (row) => row.unit },
];

/**
 * The pack as CSV rows: each figure under its standard's reference, the derived figures, the
 * twelve months and the method versions in force during the year (the PDF prints the same).
 */
export function esgCsvRows(pack: EsgPack): EsgCsvRow[] {
  const { gri, brsr, scope3 } = ESG_REFERENCES;
  const t = "t (metric tonnes)";
  return [
    {
      reference: gri,
      item: "Waste diverted from disposal: recycling, off-site",
      value: pack.gri3064.recycling,
      unit: t,
    },
    {
      reference: gri,
      item: "Waste diverted from disposal: preparation for reuse",
      value: pack.gri3064.preparationForReuse,
      unit: t,
    },
    {
      reference: gri,
      item: "Waste diverted from disposal: other recovery operations",
      value: pack.gri3064.otherRecovery,
      unit: t,
    },
    {
      reference: gri,
      item: "Waste diverted from disposal: onsite",
      value: pack.gri3064.onsite,
      unit: t,
    },
    {
      reference: gri,
      item: "Waste diverted from disposal: offsite",
      value: pack.gri3064.offsite,
      unit: t,
    },
    {
      reference: gri,
      item: "Waste diverted from disposal: total",
      value: pack.gri3064.total,
      unit: t,
    },
    {
      reference: brsr,
      item: "Category",
      value: pack.brsr.categoryLabel ?? BRSR_NOT_CHOSEN,
      unit: "",
    },
    { reference: brsr, item: "Recycled", value: pack.brsr.recycledTonnes, unit: t },
    { reference: brsr, item: "Re-used", value: pack.brsr.reusedTonnes, unit: t },
    {
      reference: brsr,
      item: "Other recovery operations",
      value: pack.brsr.otherRecoveryTonnes,
      unit: t,
    },
    {
      reference: scope3,
      item: "Activity data: waste sent for recycling",
      value: pack.scope3Category5.activityKg,
      unit: "kg",
    },
    {
      reference: scope3,
      item: "CO2e",
      value: pack.scope3Category5.co2eKg ?? "not given (no sourced factor)",
      unit: pack.scope3Category5.co2eKg === null ? "" : "kg CO2e (not deductible)",
    },
    { reference: scope3, item: "Cut-off note", value: pack.scope3Category5.note, unit: "" },
    { reference: "Collected", item: "Cigarette butts collected", value: pack.butts, unit: "butts" },
    {
      reference: "Derived",
      item: "Toxic waste recycled",
      value: pack.derived.toxicWasteKg,
      unit: "kg",
    },
    {
      reference: "Derived",
      item: "Microplastic recycled",
      value: pack.derived.microplasticKg,
      unit: "kg",
    },
    {
      reference: "Derived",
      item: "Water resources protected",
      value: pack.derived.waterLitres,
      unit: "litres",
    },
    ...pack.months.flatMap((month) => [
      { reference: "Month", item: `${month.month} kg`, value: month.kg, unit: "kg" },
      { reference: "Month", item: `${month.month} butts`, value: month.butts, unit: "butts" },
    ]),
    ...pack.methods.map((method) => ({
      reference: "Method",
      item: `${method.label} (${methodDates(method)})`,
      value: [
        `toxic waste ${method.factors.toxicWasteKgPerButtKg.value} kg/kg (${method.factors.toxicWasteKgPerButtKg.source})`,
        `microplastic ${method.factors.microplasticKgPerButtKg.value} kg/kg (${method.factors.microplasticKgPerButtKg.source})`,
        `water ${method.factors.waterLitresPerButt.value} litres/butt (${method.factors.waterLitresPerButt.source})`,
      ].join("; "),
      unit: "",
    })),
  ];
}

/** The CSV's table (header lines: title, business, period, generated time). */
export function esgCsvTable(
  pack: EsgPack,
  generatedAt: Date,
  timeZone: string,
): TableExport<EsgCsvRow> {
  return {
    title: `ESG pack FY ${pack.year}`,
    fileStem: "esg-pack",
    business: { name: pack.businessName, code: pack.customerCode },
    period: { startDate: pack.periodStart, endDate: pack.periodEnd },
    generatedAt,
    timeZone,
    columns: ESG_CSV_COLUMNS,
    rows: esgCsvRows(pack),
  };
}
