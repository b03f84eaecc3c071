import type { NewCustomer } from "../areas/customers/customers.service.ts";

type DemoKiosk = {
  label: string;
  location: string;
  /** Days after the first seeded week. */
  installedAfterDays: number;
  removedAfterDays?: number;
  buttsPerWeek: number;
  /**
   * A butt with its ash weighs about 0.27 g, so 600 butts a week is 0.16 kg: a compact wall unit
   * (2 kg) suits most demo sites; the busiest get a unit's own smaller bin so forecasts move.
   */
  modelId: "compact" | "standard" | "large";
  capacityKg?: string;
};

/**
 * Three businesses with different service and business types; the first is the demo login's.
 * Their rates are what an Indian butt recycler pays, ₹200–400 per kg (PRODUCT.md), so the demo's
 * benefit figures look like a real business's.
 */
export const DEMO_CUSTOMERS: readonly {
  customer: NewCustomer;
  kiosks: DemoKiosk[];
  smokersServed: number;
}[] = [
  {
    customer: {
      code: "FC-1001",
      name: "Sabarmati Riverside Café",
      addressLine1: "12, Riverfront Walk",
      addressLine2: "Near Ellis Bridge",
      city: "Ahmedabad",
      state: "Gujarat",
      pincode: "380006",
      serviceType: "Kiosk Collection",
      businessType: "Café & Restaurant",
      planningMode: "fill",
      benefitRatePerKg: "300.00",
    },
    kiosks: [
      {
        label: "K-01",
        location: "Smoking zone, rear terrace",
        installedAfterDays: 0,
        buttsPerWeek: 950,
        modelId: "compact",
      },
      {
        label: "K-02",
        location: "Main entrance",
        installedAfterDays: 0,
        buttsPerWeek: 620,
        modelId: "compact",
      },
      {
        label: "K-03",
        location: "Parking lot",
        installedAfterDays: 180,
        buttsPerWeek: 410,
        modelId: "compact",
      },
    ],
    smokersServed: 450,
  },
  {
    customer: {
      code: "FC-1002",
      name: "Navrangpura Tech Park",
      addressLine1: "Tower B, Tech Park Road",
      addressLine2: "Navrangpura",
      city: "Ahmedabad",
      state: "Gujarat",
      pincode: "380009",
      serviceType: "Corporate Programme",
      businessType: "IT Office Campus",
      benefitRatePerKg: "350.00",
      // Its contract names the days: it stays on its fixed schedule.
      planningMode: "fixed",
    },
    kiosks: [
      {
        label: "TP-1",
        location: "Tower A smoking shelter",
        installedAfterDays: 0,
        buttsPerWeek: 1400,
        modelId: "compact",
      },
      {
        label: "TP-2",
        location: "Tower B smoking shelter",
        installedAfterDays: 30,
        buttsPerWeek: 1250,
        modelId: "compact",
      },
      {
        label: "TP-3",
        location: "Food court",
        installedAfterDays: 60,
        removedAfterDays: 420,
        buttsPerWeek: 700,
        modelId: "compact",
      },
      {
        label: "TP-4",
        location: "Visitor parking",
        installedAfterDays: 400,
        buttsPerWeek: 520,
        modelId: "compact",
      },
    ],
    smokersServed: 1200,
  },
  {
    customer: {
      code: "FC-1003",
      name: "Kankaria Lakefront Events",
      addressLine1: "Gate 3, Kankaria Lake",
      addressLine2: "Maninagar",
      city: "Ahmedabad",
      state: "Gujarat",
      pincode: "380008",
      serviceType: "Events & Public Spaces",
      businessType: "Event Venue",
      planningMode: "fill",
      benefitRatePerKg: "250.00",
    },
    kiosks: [
      {
        label: "L-1",
        location: "North promenade",
        installedAfterDays: 14,
        buttsPerWeek: 1800,
        modelId: "compact",
      },
      {
        label: "L-2",
        location: "Food plaza",
        installedAfterDays: 90,
        buttsPerWeek: 1100,
        modelId: "compact",
      },
    ],
    smokersServed: 300,
  },
];
