import type { CertificateIssued } from "@filtercycle/contract/certificates/certificates";
import type {
  CustomerSpecificStats,
  CustomerSpecificStatsWithDates,
  GreenImpact,
  MonthlyCollections,
} from "@filtercycle/contract/impact/dashboard";
import type { ImpactMethods } from "@filtercycle/contract/impact/impact-method-schemas";
import type { CustomerMediaItem } from "@filtercycle/contract/media/media";

/**
 * Realistic answers of the dashboard's calls, shaped like the demo business's (FC-1001), for the
 * component and PDF tests. The real API is covered by the API tests (api/src/areas/impact) and
 * the end-to-end tests (e2e/dashboard.spec.ts), which compare the screen with live answers.
 */
export const greenImpact: GreenImpact = {
  kiosks_installed: 3,
  no_of_smokers: 450,
  cigarette_butts_collected_in_no: 195600,
  cigarette_butts_collected_in_kg: 53.573,
  toxic_waste_recycled_in_kg: 53.573,
  microplastic_recycled_in_kg: 32.144,
  water_resources_protected_in_litres: 97800000,
  awareness_created_in_no_of_people: 654,
  address_line_1: "12, Riverfront Walk",
  address_line_2: "Near Ellis Bridge",
  city: "Ahmedabad",
  state: "Gujarat",
  pincode: "380006",
  serviceType: "Kiosk Collection",
  businessType: "Café & Restaurant",
  name: "Sabarmati Riverside Café",
  customerId: "FC-1001",
  redeemUrl: "https://forms.example.com/filtercycle-redeem",
  socialImpact: { unskilledEmployment: 10000, stayAtHomeMothers: 10000 },
};

export const defaultStats: CustomerSpecificStats = {
  cigaretteButtCollectionStats: {
    currentMonth: { buttsNumber: 6330, buttsKgs: 1.708 },
    lastMonth: { buttsNumber: 10559, buttsKgs: 2.931 },
    tillDate: { buttsNumber: 195600, buttsKgs: 53.573 },
  },
  benefitValueStats: {
    currentMonth: { amount: 21.36, redeemed: 0 },
    lastMonth: { amount: 36.67, redeemed: 76.2 },
    tillDate: { amount: 670.08, redeemed: 525.86 },
  },
  periods: {
    currentMonth: { startDate: "2026-11-01", endDate: "2026-11-22" },
    lastMonth: { startDate: "2026-10-01", endDate: "2026-10-31" },
    tillDate: { startDate: null, endDate: "2026-11-22" },
  },
};

export const rangeStats: CustomerSpecificStats = {
  cigaretteButtCollectionStats: {
    currentMonth: { buttsNumber: 7222, buttsKgs: 1.971 },
    lastMonth: { buttsNumber: 6299, buttsKgs: 1.718 },
    tillDate: { buttsNumber: 19575, buttsKgs: 5.328 },
  },
  benefitValueStats: {
    currentMonth: { amount: 19.71, redeemed: 0 },
    lastMonth: { amount: 17.18, redeemed: 120 },
    tillDate: { amount: 53.28, redeemed: 120 },
  },
  periods: {
    currentMonth: { startDate: "2025-03-01", endDate: "2025-03-31" },
    lastMonth: { startDate: "2025-02-01", endDate: "2025-02-28" },
    tillDate: { startDate: "2025-01-01", endDate: "2025-03-31" },
  },
};

export const statsWithDates: CustomerSpecificStatsWithDates = {
  cigaretteButtCollectionStats: rangeStats.cigaretteButtCollectionStats,
  periodStats: { buttsNumber: 19575, buttsKgs: 5.328 },
  periodImpact: { toxicWasteKg: 5.328, microplasticKg: 3.197, waterLitres: 9787500 },
  disposalUnitInstalledDate: "2024-11-23",
  customerDetails: { disposalUnitInstalled: 2, disposalUnitInstalledDate: "2024-11-23" },
  periods: rangeStats.periods,
};

/** A range without collections: the report's stand-in case. */
export const emptyStatsWithDates: CustomerSpecificStatsWithDates = {
  cigaretteButtCollectionStats: {
    currentMonth: { buttsNumber: 0, buttsKgs: 0 },
    lastMonth: { buttsNumber: 0, buttsKgs: 0 },
    tillDate: { buttsNumber: 0, buttsKgs: 0 },
  },
  periodStats: { buttsNumber: 0, buttsKgs: 0 },
  periodImpact: { toxicWasteKg: 0, microplasticKg: 0, waterLitres: 0 },
  disposalUnitInstalledDate: "2024-11-23",
  customerDetails: { disposalUnitInstalled: 0, disposalUnitInstalledDate: "2024-11-23" },
  periods: {
    currentMonth: { startDate: "2020-01-01", endDate: "2020-01-31" },
    lastMonth: null,
    tillDate: { startDate: "2020-01-01", endDate: "2020-01-31" },
  },
};

export const monthly: MonthlyCollections = {
  months: [
    "2025-12",
    "2026-01",
    "2026-02",
    "2026-03",
    "2026-04",
    "2026-05",
    "2026-06",
    "2026-07",
    "2026-08",
    "2026-09",
    "2026-10",
    "2026-11",
  ].map((month, index) => ({
    month,
    buttsNumber: index === 3 ? 0 : 8000 + index * 100,
    buttsKgs: index === 3 ? 0 : 2 + index / 10,
  })),
};

const media = (item: Partial<CustomerMediaItem> & Pick<CustomerMediaItem, "id" | "file_name">) =>
  ({
    video_url: `/api/media/${item.id}/file`,
    created_at: "2025-01-05T06:30:00.000Z",
    link: null,
    event_type: { name: "Event" },
    kind: "unknown",
    ...item,
  }) satisfies CustomerMediaItem;

/** One of each kind, deliberately not in date order (the gallery sorts, newest first). */
export const mediaItems: CustomerMediaItem[] = [
  media({
    id: "video-1",
    file_name: "Kiosk installation at the café.webm",
    kind: "video",
    created_at: "2025-10-18T06:30:00.000Z",
    event_type: { name: "Kiosk installation" },
  }),
  media({
    id: "csv-1",
    file_name: "Pick-up log.csv",
    created_at: "2026-11-17T06:30:00.000Z",
    event_type: { name: "Monthly report" },
  }),
  media({
    id: "pdf-1",
    file_name: "Awareness drive summary.PDF",
    kind: "pdf",
    created_at: "2026-07-25T06:30:00.000Z",
    link: "https://www.who.int/publications/i/item/9789241512497",
    event_type: { name: "Awareness drive" },
  }),
  media({
    id: "png-1",
    file_name: "Recycling plant visit.png",
    kind: "image",
    created_at: "2025-01-05T06:30:00.000Z",
    event_type: { name: "Recycling plant visit" },
  }),
];

/** POST /api/certificates' answer for the green certificate of `greenImpact`'s business. */
export function issuedCertificate(issuedOn = "2026-11-21"): CertificateIssued {
  return {
    number: "FC-7K3M-9QXD-2HWT",
    verifyUrl: "https://filtercycle.example/verify/FC-7K3M-9QXD-2HWT",
    issuedAt: `${issuedOn}T06:30:00.000Z`,
    sha256: "0".repeat(64),
    facts: {
      kind: "green_certificate",
      issuer: "Filtercycle",
      businessName: greenImpact.name,
      customerCode: greenImpact.customerId,
      periodStart: null,
      periodEnd: issuedOn,
      figures: [
        { label: "Cigarette butts collected", value: 195600, unit: "butts" },
        { label: "Cigarette butts collected", value: 53.573, unit: "kg" },
        { label: "Water protected", value: 97800000, unit: "litres" },
      ],
      methods: [
        {
          id: "original",
          label: "Original method",
          effectiveFrom: null,
          effectiveTo: "2026-03-31",
          factors: { waterLitresPerButt: { value: 500, source: "Slaughter et al. (2011)" } },
        },
        {
          id: "2026-04-01",
          label: "Method of 1 Apr 2026",
          effectiveFrom: "2026-04-01",
          effectiveTo: null,
          factors: { waterLitresPerButt: { value: 500, source: "Slaughter et al. (2011)" } },
        },
      ],
      issuedOn,
    },
  };
}

/** GET /api/impact_methods: the original method until 31 Mar 2026, water 500 then 300 a butt. */
export const impactMethods: ImpactMethods = {
  versions: [
    {
      id: "original",
      label: "Original method",
      effectiveFrom: null,
      effectiveTo: "2026-03-31",
      factors: {
        toxicWasteKgPerButtKg: { value: 1, source: "WHO (2017)" },
        microplasticKgPerButtKg: { value: 0.6, source: "Novotny & Slaughter (2014)" },
        waterLitresPerButt: { value: 500, source: "Slaughter et al. (2011)" },
      },
    },
    {
      id: "2026-04-01",
      label: "Method of 1 Apr 2026",
      effectiveFrom: "2026-04-01",
      effectiveTo: null,
      factors: {
        toxicWasteKgPerButtKg: { value: 1, source: "WHO (2017)" },
        microplasticKgPerButtKg: { value: 0.6, source: "Novotny & Slaughter (2014)" },
        waterLitresPerButt: { value: 300, source: "Study D (2026)" },
      },
    },
  ],
};
