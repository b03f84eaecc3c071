import type { NewCustomer } from "../areas/customers/customers.service.ts";

type DemoKiosk = {
  label: string;
  location: string;
  /** Days after the first seeded week. */
  installedAfterDays: number;
  removedAfterDays?: number;
  buttsPerWeek: number;
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
      benefitRatePerKg: "300.00",
    },
    kiosks: [
      {
        label: "K-01",
        location: "Smoking zone, rear terrace",
        installedAfterDays: 0,
        buttsPerWeek: 950,
      },
      { label: "K-02", location: "Main entrance", installedAfterDays: 0, buttsPerWeek: 620 },
      { label: "K-03", location: "Parking lot", installedAfterDays: 180, buttsPerWeek: 410 },
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
    },
    kiosks: [
      {
        label: "TP-1",
        location: "Tower A smoking shelter",
        installedAfterDays: 0,
        buttsPerWeek: 1400,
      },
      {
        label: "TP-2",
        location: "Tower B smoking shelter",
        installedAfterDays: 30,
        buttsPerWeek: 1250,
      },
      {
        label: "TP-3",
        location: "Food court",
        installedAfterDays: 60,
        removedAfterDays: 420,
        buttsPerWeek: 700,
      },
      { label: "TP-4", location: "Visitor parking", installedAfterDays: 400, buttsPerWeek: 520 },
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
      benefitRatePerKg: "250.00",
    },
    kiosks: [
      { label: "L-1", location: "North promenade", installedAfterDays: 14, buttsPerWeek: 1800 },
      { label: "L-2", location: "Food plaza", installedAfterDays: 90, buttsPerWeek: 1100 },
    ],
    smokersServed: 300,
  },
];
