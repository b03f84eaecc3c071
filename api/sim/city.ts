/**
 * A synthetic city of kiosks around Ahmedabad for the pickup simulation, generated
 * deterministically from a seed: businesses in neighbourhoods with coordinates, each kiosk with
 * its own rate, weekday pattern, growth and noise, festival peaks (Navratri, Diwali) and closures.
 * The forecast never sees these parameters: it learns only from the kg that visits find.
 */

import { dayNumber, weekdayOf } from "#api/areas/forecasts/forecast-math.ts";

/** A small deterministic PRNG (mulberry32). */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Navrangpura, near the middle of the city: the depot. */
export const DEPOT = { latitude: 23.0365, longitude: 72.5611 } as const;

type BusinessType = {
  name: string;
  share: number;
  /** Sunday first; the average is made 1. */
  week: number[];
  /** Multipliers on Navratri nights and in Diwali week. */
  navratri: number;
  diwali: number;
  /** How full a 15-day interval leaves its kiosk, the median (sites choose models by it). */
  fill15: number;
};

const TYPES: BusinessType[] = [
  {
    name: "Café & Restaurant",
    share: 0.3,
    week: [1.4, 0.8, 0.8, 0.9, 0.9, 1.2, 1.5],
    navratri: 1.9,
    diwali: 1.5,
    fill15: 0.45,
  },
  {
    name: "IT Office Campus",
    share: 0.2,
    week: [0.15, 1.2, 1.25, 1.25, 1.25, 1.2, 0.4],
    navratri: 0.9,
    diwali: 0.3,
    fill15: 0.25,
  },
  {
    name: "Pan & Tea Stall",
    share: 0.2,
    week: [1.1, 1, 1, 1, 1, 1, 1.1],
    navratri: 1.5,
    diwali: 1.4,
    fill15: 0.45,
  },
  {
    name: "Hotel",
    share: 0.1,
    week: [1.1, 0.95, 0.95, 0.95, 1, 1.05, 1.1],
    navratri: 1.4,
    diwali: 1.6,
    fill15: 0.35,
  },
  {
    name: "Event Venue",
    share: 0.1,
    week: [1.6, 0.6, 0.6, 0.7, 0.8, 1.3, 1.8],
    navratri: 2.6,
    diwali: 1.3,
    fill15: 0.35,
  },
  {
    name: "Shopping Mall",
    share: 0.1,
    week: [1.4, 0.85, 0.85, 0.85, 0.9, 1.05, 1.3],
    navratri: 1.3,
    diwali: 1.8,
    fill15: 0.35,
  },
];

/** The kiosk models of the product's default list (kg). */
export const MODEL_CAPACITY_KG = { compact: 2, standard: 10, large: 25 } as const;

export type SimKiosk = {
  index: number;
  businessType: string;
  latitude: number;
  longitude: number;
  capacityKg: number;
  installedOn: number;
  /** kg per average day at the simulation's start, before growth, festivals and noise. */
  baseKgPerDay: number;
  week: number[];
  navratri: number;
  diwali: number;
  /** Growth per year (0.2: 20% busier a year later). */
  growth: number;
  /** Days the business is closed (no butts, a visit finds it shut). */
  closed: { from: number; to: number } | null;
};

/** 2026's Navratri nights and Diwali week, business days. */
export const NAVRATRI = { from: dayNumber("2026-10-11"), to: dayNumber("2026-10-20") };
export const DIWALI = { from: dayNumber("2026-11-06"), to: dayNumber("2026-11-13") };

export function makeCity(options: {
  kiosks: number;
  seed: number;
  start: number;
  days: number;
}): SimKiosk[] {
  const random = randomSource(options.seed);
  // Neighbourhoods: dense clusters within ~12 km of the middle, a few per 100 kiosks.
  const hoods = Array.from({ length: Math.max(8, Math.round(options.kiosks / 10)) }, () => {
    const r = 12 * Math.sqrt(random());
    const a = 2 * Math.PI * random();
    return {
      latitude: DEPOT.latitude + (r * Math.sin(a)) / 111,
      longitude:
        DEPOT.longitude + (r * Math.cos(a)) / (111 * Math.cos((DEPOT.latitude * Math.PI) / 180)),
      spreadKm: 0.6 + random() * 1.4,
    };
  });
  const kiosks: SimKiosk[] = [];
  for (let index = 0; index < options.kiosks; index++) {
    const pick = random();
    let cumulative = 0;
    const type =
      TYPES.find((t) => {
        cumulative += t.share;
        return pick < cumulative;
      }) ?? (TYPES[0] as BusinessType);
    const hood = hoods[Math.floor(random() * hoods.length)] ?? (hoods[0] as (typeof hoods)[number]);
    const fill15 = type.fill15 * Math.exp(0.65 * gaussian(random));
    // The model is the site's choice; how full it gets in 15 days is drawn apart from it.
    const capacityKg =
      random() < 0.6
        ? MODEL_CAPACITY_KG.compact
        : random() < 0.8
          ? MODEL_CAPACITY_KG.standard
          : MODEL_CAPACITY_KG.large;
    const weekMean = type.week.reduce((a, b) => a + b, 0) / 7;
    const week = type.week.map((w) => (w / weekMean) * (0.85 + 0.3 * random()));
    const wm = week.reduce((a, b) => a + b, 0) / 7;
    const closedFrom = options.start + Math.floor(random() * options.days);
    kiosks.push({
      index,
      businessType: type.name,
      latitude: hood.latitude + (gaussian(random) * hood.spreadKm) / 111,
      longitude: hood.longitude + (gaussian(random) * hood.spreadKm) / 111,
      capacityKg,
      installedOn: options.start - 120 - Math.floor(random() * 120),
      baseKgPerDay: (fill15 * capacityKg) / 15,
      week: week.map((w) => w / wm),
      navratri: type.navratri,
      diwali: type.diwali,
      growth: -0.2 + 0.6 * random(),
      closed:
        random() < 0.04
          ? { from: closedFrom, to: closedFrom + 5 + Math.floor(random() * 25) }
          : null,
    });
  }
  return kiosks;
}

/** The kg a kiosk receives on one day (its noise comes from the caller's random source). */
export function depositOn(kiosk: SimKiosk, day: number, start: number, noise: number): number {
  if (kiosk.closed && day >= kiosk.closed.from && day < kiosk.closed.to) return 0;
  if (day < kiosk.installedOn) return 0;
  let kg = kiosk.baseKgPerDay * (1 + (kiosk.growth * (day - start)) / 365);
  kg *= kiosk.week[weekdayOf(day)] ?? 1;
  if (day >= NAVRATRI.from && day < NAVRATRI.to) kg *= kiosk.navratri;
  if (day >= DIWALI.from && day < DIWALI.to) kg *= kiosk.diwali;
  return Math.max(0, kg * noise);
}

export function isClosed(kiosk: SimKiosk, day: number): boolean {
  return kiosk.closed !== null && day >= kiosk.closed.from && day < kiosk.closed.to;
}

/** Straight-line distance in km (haversine). */
export function straightKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
