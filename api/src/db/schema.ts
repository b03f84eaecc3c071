/**
 * The whole database schema, for Drizzle's client and drizzle-kit. Each area owns its tables
 * in its own folder; this file only gathers them.
 */
export * from "../areas/accounts/accounts.tables.ts";
export * from "../areas/audit/audit.tables.ts";
export * from "../areas/certificates/certificates.tables.ts";
export * from "../areas/collections/collections.tables.ts";
export * from "../areas/custody/custody.tables.ts";
export * from "../areas/customers/customers.tables.ts";
export * from "../areas/enquiries/enquiries.tables.ts";
export * from "../areas/esg/esg.tables.ts";
export * from "../areas/impact/impact.tables.ts";
export * from "../areas/impact-pages/impact-pages.tables.ts";
export * from "../areas/kiosks/kiosks.tables.ts";
export * from "../areas/media/media.tables.ts";
export * from "../areas/money/ledger.tables.ts";
export * from "../areas/money/money.tables.ts";
export * from "../areas/money/month-totals.tables.ts";
export * from "../areas/notifications/notifications.tables.ts";
export * from "../areas/pickups/pickups.tables.ts";
export * from "../areas/plans/plans.tables.ts";
export * from "../areas/settings/settings.tables.ts";
