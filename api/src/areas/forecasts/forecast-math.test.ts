import { describe, expect, it } from "vitest";
import { forecastKiosk, learnRate, medianRate, type Visit } from "./forecast-math.ts";

/** Weekly visits from Sunday 2026-11-01: each finds 1.4 kg (0.2 kg a day). */
const weekly: Visit[] = [
  { on: "2026-11-08", kg: 1.4 },
  { on: "2026-11-15", kg: 1.4 },
  { on: "2026-11-22", kg: 1.4 },
];

const base = {
  installedOn: "2026-11-01",
  capacityKg: 5,
  thresholdPercent: 80,
  fullRequestOn: null,
  borrowedKgPerDay: null,
};

describe("the fill forecast", () => {
  it("learns a weekday pattern: Sundays three times the other days, pulled towards flat", () => {
    // Daily visits Mon 2 Nov … Sun 15 Nov; the Monday visits find Sunday's 3 kg, the rest 1 kg.
    const visits: Visit[] = [];
    for (let d = 2; d <= 15; d++) {
      const on = `2026-11-${String(d).padStart(2, "0")}`;
      visits.push({ on, kg: d === 2 || d === 9 ? 3 : 1 });
    }
    const rate = learnRate("2026-11-01", visits);
    // Raw factors 3/(9/7) = 7/3 and 1/(9/7) = 7/9, each weekday seen twice, 4 flat pseudo-days:
    // Sunday (2·7/3 + 4)/6 = 13/9, the others (2·7/9 + 4)/6 = 25/27 (they average 1).
    expect(rate?.pattern[0]).toBeCloseTo(13 / 9, 6);
    for (let d = 1; d < 7; d++) expect(rate?.pattern[d]).toBeCloseTo(25 / 27, 6);
    expect(rate?.visits).toBe(14);
    const kgPerDay = rate?.kgPerDay ?? 0;
    // From the last visit (Sun 15 Nov): Sunday's fill is 13/9 of a day, Sunday + Monday 13/9 + 25/27.
    const sunday = forecastKiosk({ ...base, capacityKg: 100, visits, asOf: "2026-11-16" });
    const monday = forecastKiosk({ ...base, capacityKg: 100, visits, asOf: "2026-11-17" });
    expect(sunday.basis).toBe("history");
    expect(sunday.fillKg).toBeCloseTo(kgPerDay * (13 / 9), 3);
    expect(monday.fillKg - sunday.fillKg).toBeCloseTo(kgPerDay * (25 / 27), 3);
    // A whole week adds seven average days whatever the pattern.
    const week = forecastKiosk({ ...base, capacityKg: 100, visits, asOf: "2026-11-22" });
    expect(week.fillKg).toBeCloseTo(7 * kgPerDay, 3);
  });

  it("forecasts a steady kiosk from its own visits: 0.2 kg a day, 80% of 5 kg 20 days after", () => {
    const forecast = forecastKiosk({ ...base, visits: weekly, asOf: "2026-11-27" });
    expect(forecast).toEqual({
      fillKg: 1,
      fillPercent: 20,
      fullOn: "2026-12-12",
      basis: "history",
      rateKgPerDay: 0.2,
    });
  });

  it("with fewer than 3 visits borrows the median rate of its business type", () => {
    expect(medianRate([0.2, 0.9, 0.5, 1.1])).toBe(0.7);
    expect(medianRate([0.9, 0.2, 0.5])).toBe(0.5);
    expect(medianRate([])).toBeNull();
    const forecast = forecastKiosk({
      ...base,
      capacityKg: 10,
      visits: weekly.slice(0, 2),
      borrowedKgPerDay: 0.25,
      asOf: "2026-11-20",
    });
    // 5 days × 0.25 = 1.25 kg of 10; 8 kg (80%) after 32 days: 15 Nov + 32.
    expect(forecast).toEqual({
      fillKg: 1.25,
      fillPercent: 12.5,
      fullOn: "2026-12-17",
      basis: "borrowed",
      rateKgPerDay: 0.25,
    });
    // The threshold is a setting: 50% of 10 kg after 20 days.
    const half = forecastKiosk({
      ...base,
      capacityKg: 10,
      thresholdPercent: 50,
      visits: weekly.slice(0, 2),
      borrowedKgPerDay: 0.25,
      asOf: "2026-11-20",
    });
    expect(half.fullOn).toBe("2026-12-05");
  });

  it("a kiosk that knows nothing and borrows nothing reaches the threshold in 15 days", () => {
    const forecast = forecastKiosk({ ...base, capacityKg: 6, visits: [], asOf: "2026-11-06" });
    // 4.8 kg (80% of 6) in 15 days: 0.32 kg a day, 5 days since the install: 1.6 kg.
    expect(forecast).toMatchObject({ fillKg: 1.6, fullOn: "2026-11-16", basis: "borrowed" });
  });

  it('a "kiosk full" request makes it full as of the request, filling at least as fast as that', () => {
    const forecast = forecastKiosk({
      ...base,
      capacityKg: 2,
      visits: weekly,
      fullRequestOn: "2026-11-25",
      asOf: "2026-11-27",
    });
    // Full (2 kg) after the 4 days 22–25 Nov: at least 0.5 kg a day (not 0.2); 26 Nov adds 0.5.
    expect(forecast).toEqual({
      fillKg: 2.5,
      fillPercent: 125,
      fullOn: "2026-11-25",
      basis: "request",
      rateKgPerDay: 0.5,
    });
  });

  it('a "Kiosk empty" miss is a visit that found 0 kg: it empties the forecast and cuts the rate', () => {
    const visits = [...weekly, { on: "2026-11-29", kg: 0 }];
    const forecast = forecastKiosk({ ...base, visits, asOf: "2026-12-02" });
    // 1.4 kg was forecast, 0 found: the earlier visits weigh a quarter (0.2, 0.16, 0.128):
    // (0 + 0.488 × 1.4) / (7 × 1.488) = 0.065591 kg a day; 3 days: 0.197 kg; 4 kg after 61 days.
    expect(forecast).toEqual({
      fillKg: 0.197,
      fillPercent: 3.9,
      fullOn: "2027-01-29",
      basis: "history",
      rateKgPerDay: 0.0656,
    });
  });

  it("a visit that finds it much fuller than forecast corrects the rate at once", () => {
    const visits = [...weekly, { on: "2026-11-29", kg: 4.2 }];
    const forecast = forecastKiosk({ ...base, visits, asOf: "2026-11-29" });
    // 1.4 kg forecast, 4.2 found: (4.2 + 0.488 × 1.4) / (7 × 1.488) = 0.468817 kg a day (without
    // the correction the weights 1, 0.8, 0.64, 0.512 would give 0.335501); 4 kg after 9 days.
    expect(forecast).toEqual({
      fillKg: 0,
      fillPercent: 0,
      fullOn: "2026-12-08",
      basis: "history",
      rateKgPerDay: 0.4688,
    });
  });

  it("a visit close to the forecast corrects nothing: the recent visits weigh more", () => {
    // 1.4, 1.4, 1.4 then 1.75 kg (25% over, within the 35% tolerance): weights 0.512, 0.64, 0.8, 1:
    // (1.75 + 1.952 × 1.4) / (7 × 2.952) = 0.216938 kg a day.
    const rate = learnRate("2026-11-01", [...weekly, { on: "2026-11-29", kg: 1.75 }]);
    expect(rate?.kgPerDay).toBeCloseTo(0.216938, 5);
  });
});
