import { countLogins, createLogin } from "../areas/accounts/accounts.service.ts";
import { creditFor } from "../areas/collections/collection-values.ts";
import { countCustomers, createCustomer } from "../areas/customers/customers.service.ts";
import {
  addAwarenessRecords,
  addKiosk,
  creditsByQuarter,
  type NewCollection,
  recordCollections,
  recordRedemption,
  setSmokersServed,
} from "../areas/impact/impact.service.ts";
import { ensureKioskModels } from "../areas/kiosks/kiosk-models.ts";
import { addMediaFromBytes, createEventType } from "../areas/media/media.service.ts";
import type { MediaStorage } from "../areas/media/storage/media-storage.ts";
import { DEFAULT_SETTINGS } from "../areas/settings/settings.defaults.ts";
import { ensureDefaultSettings } from "../areas/settings/settings.service.ts";
import type { Db } from "../db/database.ts";
import { addDays, addMonths, type IsoDate, todayIn } from "../lib/dates.ts";
import { DEMO_CUSTOMERS } from "./demo-customers.ts";
import { makeDemoCsv, makeDemoPdf, readDemoAsset } from "./demo-files.ts";
import { DEMO_CUSTOMER_LOGIN, DEMO_STAFF_LOGIN } from "./demo-logins.ts";
import { seedServiceHistory } from "./demo-service-history.ts";

/** A small deterministic PRNG (mulberry32): the same seed date gives the same demo figures. */
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

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return (await countCustomers(db)) === 0 && (await countLogins(db)) === 0;
}

export type SeedSummary = {
  customers: number;
  kiosks: number;
  collections: number;
  media: number;
};

/**
 * Seeds the demo data of PRODUCT.md "Where it runs": the two demo logins, three businesses with
 * kiosks, two years of weekly collections with benefit credits and quarterly payouts, awareness
 * records, smokers served, settings and media of every kind. Dates run up to today in the
 * business time zone, so the dashboard always shows a current month.
 */
export async function seedDemoData(
  db: Db,
  options: { storage: MediaStorage; today?: IsoDate },
): Promise<SeedSummary> {
  const today = options.today ?? todayIn(DEFAULT_SETTINGS.businessTimeZone);
  const random = randomSource(20231);
  const summary: SeedSummary = { customers: 0, kiosks: 0, collections: 0, media: 0 };
  const firstWeek = addDays(addMonths(today, -24), 1);

  await ensureDefaultSettings(db);
  await ensureKioskModels(db);
  await createLogin(db, { ...DEMO_STAFF_LOGIN, role: "admin" });

  const customerIds: string[] = [];
  for (const demo of DEMO_CUSTOMERS) {
    const customer = await createCustomer(db, demo.customer);
    customerIds.push(customer.id);
    summary.customers++;

    for (const k of demo.kiosks) {
      const installedOn = addDays(firstWeek, k.installedAfterDays);
      const removedOn =
        k.removedAfterDays === undefined ? null : addDays(firstWeek, k.removedAfterDays);
      const kiosk = await addKiosk(db, {
        customerId: customer.id,
        label: k.label,
        location: k.location,
        installedOn,
        removedOn,
        modelId: k.modelId,
        capacityKg: k.capacityKg ?? null,
      });
      summary.kiosks++;

      const rows: NewCollection[] = [];
      for (
        let day = addDays(installedOn, 7);
        day <= today && (!removedOn || day <= removedOn);
        day = addDays(day, 7)
      ) {
        const butts = Math.round(k.buttsPerWeek * (0.75 + 0.5 * random()));
        // A collected butt with its ash and paper weighs about 0.25–0.30 g.
        const kg = ((butts * (0.25 + 0.05 * random())) / 1000).toFixed(3);
        rows.push({
          kioskId: kiosk.id,
          collectedOn: day,
          buttsCount: butts,
          buttsKg: kg,
          recordedBy: "seed",
          notes: "",
        });
      }
      await recordCollections(db, kiosk, demo.customer.benefitRatePerKg ?? "0", rows);
      summary.collections += rows.length;
    }

    await seedPayouts(db, customer.id, firstWeek, today);
    await addAwarenessRecords(
      db,
      Array.from({ length: 8 }, (_, i) => ({
        customerId: customer.id,
        heldOn: addMonths(firstWeek, 3 * i + 1),
        peopleReached: 40 + Math.round(random() * 110),
        title: i % 2 === 0 ? "Staff awareness talk" : "Visitor awareness stall",
      })).filter((r) => r.heldOn <= today),
    );
    await setSmokersServed(db, customer.id, demo.smokersServed);
  }

  const demoCustomerId = customerIds[0] as string;
  await createLogin(db, { ...DEMO_CUSTOMER_LOGIN, role: "customer", customerId: demoCustomerId });
  summary.media = await seedMedia(db, options.storage, customerIds, today);
  await seedServiceHistory(db, demoCustomerId, today);
  return summary;
}

/** Every quarter the customer is paid most of what was credited; one bonus adjustment a year. */
async function seedPayouts(
  db: Db,
  customerId: string,
  from: IsoDate,
  today: IsoDate,
): Promise<void> {
  const quarters = await creditsByQuarter(db, customerId);
  for (const q of quarters) {
    const paidOn = addDays(addMonths(q.month, 3), 9);
    if (paidOn > today || q.month < from.slice(0, 7)) continue;
    await recordRedemption(db, {
      customerId,
      occurredOn: paidOn,
      amount: creditFor("0.900", Math.round(Number(q.credited) * 100)),
      reference: `Payout for quarter starting ${q.month}`,
    });
  }
}

async function seedMedia(
  db: Db,
  storage: MediaStorage,
  customerIds: string[],
  today: IsoDate,
): Promise<number> {
  const [installation, awareness, report, visit] = (await Promise.all(
    ["Kiosk installation", "Awareness drive", "Monthly report", "Recycling plant visit"].map(
      async (name) => (await createEventType(db, name)).id,
    ),
  )) as [string, string, string, string];

  const [demo, second, third] = customerIds as [string, string, string];
  const at = (daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T06:30:00Z`);
  const items = [
    {
      customerId: demo,
      eventTypeId: installation,
      originalName: "Kiosk installation at the café.webm",
      bytes: await readDemoAsset("kiosk-installation.webm"),
      createdAt: at(400),
      link: null,
    },
    {
      customerId: demo,
      eventTypeId: awareness,
      originalName: "Awareness drive summary.pdf",
      bytes: await makeDemoPdf(DEMO_CUSTOMERS[0]?.customer.name ?? ""),
      createdAt: at(120),
      link: "https://www.who.int/publications/i/item/9789241512497",
    },
    {
      customerId: demo,
      eventTypeId: visit,
      originalName: "Recycling plant visit.png",
      bytes: await readDemoAsset("recycling-plant-visit.png"),
      createdAt: at(45),
      link: null,
    },
    {
      customerId: demo,
      eventTypeId: report,
      originalName: "Pick-up log.csv",
      bytes: makeDemoCsv([
        { date: addDays(today, -14), butts: 812, kg: "0.221" },
        { date: addDays(today, -7), butts: 904, kg: "0.247" },
      ]),
      createdAt: at(5),
      link: null,
    },
    {
      customerId: second,
      eventTypeId: installation,
      originalName: "Tech park kiosks.png",
      bytes: await readDemoAsset("tech-park-kiosks.png"),
      createdAt: at(300),
      link: null,
    },
    {
      customerId: third,
      eventTypeId: awareness,
      originalName: "Lakefront festival.webm",
      bytes: await readDemoAsset("lakefront-festival.webm"),
      createdAt: at(60),
      link: "https://example.com/lakefront-festival",
    },
  ];
  for (const item of items) await addMediaFromBytes(db, storage, item);
  return items.length;
}
