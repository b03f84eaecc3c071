import { type EsgPack, SCOPE3_CUTOFF_NOTE } from "@filtercycle/contract/esg/esg";

/** An ESG pack as GET /api/esg_pack answers it (the API's hand-computed test year, FY 2025-26). */
export const esgPack: EsgPack = {
  year: "2025-26",
  periodStart: "2025-04-01",
  periodEnd: "2026-03-31",
  businessName: "Green Leaf Café",
  customerCode: "FC-1001",
  availableYears: ["2024-25", "2025-26", "2026-27"],
  kg: 1239.572,
  butts: 2850,
  tonnes: 1.24,
  gri3064: {
    preparationForReuse: 0,
    recycling: 1.24,
    otherRecovery: 0,
    onsite: 0,
    offsite: 1.24,
    total: 1.24,
  },
  brsr: {
    category: null,
    categoryLabel: null,
    recycledTonnes: 1.24,
    reusedTonnes: 0,
    otherRecoveryTonnes: 0,
  },
  scope3Category5: {
    activityKg: 1239.572,
    note: SCOPE3_CUTOFF_NOTE,
    co2eKg: null,
    co2eFactorSource: null,
  },
  derived: { toxicWasteKg: 1239.572, microplasticKg: 620.161, waterLitres: 1115000 },
  months: [
    ["2025-04", 1.25, 400],
    ["2025-05", 0, 0],
    ["2025-06", 0, 0],
    ["2025-07", 0, 0],
    ["2025-08", 0, 0],
    ["2025-09", 2.5, 900],
    ["2025-10", 1234.567, 1100],
    ["2025-11", 0, 0],
    ["2025-12", 0, 0],
    ["2026-01", 0, 0],
    ["2026-02", 0.755, 250],
    ["2026-03", 0.5, 200],
  ].map(([month, kg, butts]) => ({
    month: String(month),
    kg: Number(kg),
    butts: Number(butts),
  })),
  methods: [
    {
      id: "original",
      label: "Original method",
      effectiveFrom: null,
      effectiveTo: "2025-09-30",
      factors: {
        toxicWasteKgPerButtKg: { value: 1, source: "WHO (2017)" },
        microplasticKgPerButtKg: { value: 0.6, source: "Novotny & Slaughter (2014)" },
        waterLitresPerButt: { value: 500, source: "Slaughter et al. (2011)" },
      },
    },
    {
      id: "2025-10-01",
      label: "Method of 1 Oct 2025",
      effectiveFrom: "2025-10-01",
      effectiveTo: null,
      factors: {
        toxicWasteKgPerButtKg: { value: 1, source: "WHO (2017)" },
        microplasticKgPerButtKg: { value: 0.5, source: "Novotny & Slaughter (2014)" },
        waterLitresPerButt: { value: 300, source: "Survey of 2025" },
      },
    },
  ],
};

export const esgIssued = {
  number: "FC-7K3M-9QXD-2WPA",
  verifyUrl: "http://localhost/verify/FC-7K3M-9QXD-2WPA",
};
