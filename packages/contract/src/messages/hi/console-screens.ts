import type { ConsoleTexts } from "../console-screens.ts";
import { consoleAudit } from "./console-audit.ts";
import { consoleCollections } from "./console-collections.ts";
import { consoleCustody } from "./console-custody.ts";
import { consoleCustomerPage } from "./console-customer-page.ts";
import { consoleCustomers } from "./console-customers.ts";
import { consoleInbox } from "./console-inbox.ts";
import { consoleMedia } from "./console-media.ts";
import { consoleOverview } from "./console-overview.ts";
import { consolePayouts } from "./console-payouts.ts";
import { consolePickups } from "./console-pickups.ts";

/**
 * The console's screens' own words in this language (issue 29; decision 0096, amendment of
 * 2026-11-27): headings, tables, forms, dialogs and messages of the staff's screens. The web
 * loads Gujarati's and Hindi's as their own chunk, only for staff who read that language (a
 * customer or a collector never downloads them); English is the screens' own constants.
 */
export const consoleScreens: ConsoleTexts = {
  consoleOverview,
  consoleCustomers,
  consoleCollections,
  consoleCustody,
  consolePickups,
  consolePayouts,
  consoleCustomerPage,
  consoleInbox,
  consoleMedia,
  consoleAudit,
};
