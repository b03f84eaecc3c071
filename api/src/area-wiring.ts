/**
 * What a lower area needs from a higher one, handed in at registration (decision 0082, amendment):
 * the areas form no cycle, so an area never imports one above it (order, lowest first: audit,
 * settings, customers, accounts, kiosks, collections, …; see the decision). `app.ts` and the
 * areas' test apps register the areas with these.
 */

import { countLoginsOf } from "#api/areas/accounts/index.ts";
import type { AuditRoutesOptions } from "#api/areas/audit/index.ts";
import { announceMethodChange, planMethodChange } from "#api/areas/certificates/index.ts";
import type { CollectionLogSources } from "#api/areas/collections/index.ts";
import { custodyOfCollections } from "#api/areas/custody/index.ts";
import type { CustomerFigures } from "#api/areas/customers/index.ts";
import { customersByIds, findCustomerByCode } from "#api/areas/customers/index.ts";
import { createCollectionProblemReport, latestProblemReports } from "#api/areas/enquiries/index.ts";
import { forecastKiosks } from "#api/areas/forecasts/index.ts";
import {
  collectedOf,
  factorsOn,
  forgetFactorVersions,
  readFactorVersions,
  saveFactorVersion,
} from "#api/areas/impact/index.ts";
import type { KioskForecasts } from "#api/areas/kiosks/index.ts";
import { kioskCountOf, kioskCountsSubquery } from "#api/areas/kiosks/index.ts";
import { balanceOf, balancesSubquery, collectionCredits } from "#api/areas/money/index.ts";
import { fixedScheduleForecasts } from "#api/areas/plans/index.ts";
import type { SettingsMethods } from "#api/areas/settings/index.ts";
import { readImpactSettings } from "#api/areas/settings/index.ts";
import type { Database } from "#api/db/database.ts";

export { kioskCollections } from "#api/areas/collections/index.ts";

/**
 * Kiosks' fill forecasts (forecasts) for the console's kiosk list (kiosks) and the Service tab
 * (pickups), which sit below the forecasts area.
 */
export const forecastsOf =
  (database: Database): KioskForecasts =>
  (input) =>
    forecastKiosks(database, input);

/** The audit log's businesses (customers) and business days (settings). */
export const auditLookups: Omit<AuditRoutesOptions, "db"> = {
  customers: { byCode: findCustomerByCode, byIds: customersByIds },
  timeZoneOf: async (db) => (await readImpactSettings(db)).businessTimeZone,
};

/** A business's figures in the customers list and page (kiosks, money, impact, accounts). */
export const customerFigures: CustomerFigures = {
  kioskCounts: kioskCountsSubquery,
  balances: balancesSubquery,
  balanceOf,
  collectedOf,
  kioskCountOf,
  loginsOf: countLoginsOf,
};

/**
 * The collections' credits (money's ledger), the collection log's custody stage (custody) and
 * problem reports (enquiries).
 */
export const collectionLogSources: CollectionLogSources = {
  ledger: collectionCredits,
  problemReportsOf: latestProblemReports,
  custodyOf: custodyOfCollections,
  reportProblem: createCollectionProblemReport,
};

/** The impact factor versions (impact) and the method change they start (certificates). */
export const settingsMethods: SettingsMethods = {
  readVersions: readFactorVersions,
  factorsOn,
  saveVersion: saveFactorVersion,
  forgetVersions: forgetFactorVersions,
  planChange: planMethodChange,
  announceChange: announceMethodChange,
};

/**
 * The kiosks' forecasts the day's plan reads (plans). Every kiosk on its fixed schedule until the
 * forecasts area lands; then this line is `forecastKiosks` from "#api/areas/forecasts/index.ts".
 */
export const planForecasts = fixedScheduleForecasts;
