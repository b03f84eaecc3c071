import { consoleScreens as en } from "@filtercycle/contract/messages/en/console-screens";
import { consoleScreens as gu } from "@filtercycle/contract/messages/gu/console-screens";
import { consoleScreens as hi } from "@filtercycle/contract/messages/hi/console-screens";
import { describe, expect, it } from "vitest";
import { AUDIT_TEXT } from "#web/features/audit/constants";
import { CERTIFICATES_TEXT } from "#web/features/certificates/constants";
import {
  COLLECTION_FORM_TEXT,
  COLLECTIONS_TEXT,
  CUSTOMER_COLLECTIONS_TEXT,
  DELETE_COLLECTION_TEXT,
  IMPORT_TEXT,
} from "#web/features/collections/constants";
import { CUSTODY_TEXT } from "#web/features/custody/constants";
import {
  CONFIRM_TEXT,
  DETAIL_TEXT,
  FORM_TEXT,
  LIST_TEXT,
  LOGINS_TEXT,
} from "#web/features/customers/constants";
import { INBOX_PAGE_TEXT, INBOX_TEXT } from "#web/features/enquiries/constants";
import { ESG_CONSOLE_TEXT } from "#web/features/esg/esg-text";
import { IMPACT_RECORDS_TEXT } from "#web/features/impact/records-constants";
import { KIOSKS_TEXT } from "#web/features/kiosks/constants";
import { MEDIA_TEXT } from "#web/features/media/constants";
import { CUSTOMER_BALANCE_TEXT } from "#web/features/money/customer-balance-constants";
import {
  BATCHES_TEXT,
  PAYEE_TEXT,
  PAYOUT_REQUESTS_TEXT,
  PAYOUTS_TEXT,
} from "#web/features/money/payouts-constants";
import {
  DIALOG_TEXT,
  PICKUPS_TEXT,
  REQUESTS_TEXT,
  SCHEDULE_TEXT,
} from "#web/features/pickups/constants";
import { leavesOf, localize, sentencePathsOf } from "./localize";

/**
 * The console screens' English catalogue is their texts constants, word for word (issue 29):
 * every string of a constant is the catalogue's text at its path, and every sentence (a
 * function) has its template there, so a Gujarati or Hindi screen has every word its English
 * one has. A screen added to the catalogue joins this list.
 */
const SCREENS: [object, keyof typeof en, string][] = [
  [LIST_TEXT, "consoleCustomers", "list"],
  [FORM_TEXT, "consoleCustomers", "form"],
  [DETAIL_TEXT, "consoleCustomers", "detail"],
  [LOGINS_TEXT, "consoleCustomers", "logins"],
  [CONFIRM_TEXT, "consoleCustomers", "confirm"],
  [COLLECTIONS_TEXT, "consoleCollections", "list"],
  [COLLECTION_FORM_TEXT, "consoleCollections", "form"],
  [DELETE_COLLECTION_TEXT, "consoleCollections", "delete"],
  [IMPORT_TEXT, "consoleCollections", "import"],
  [CUSTOMER_COLLECTIONS_TEXT, "consoleCollections", "customer"],
  [CUSTODY_TEXT, "consoleCustody", "custody"],
  [PICKUPS_TEXT, "consolePickups", "pickups"],
  [REQUESTS_TEXT, "consolePickups", "requests"],
  [DIALOG_TEXT, "consolePickups", "dialog"],
  [SCHEDULE_TEXT, "consolePickups", "schedule"],
  [PAYOUTS_TEXT, "consolePayouts", "payouts"],
  [PAYOUT_REQUESTS_TEXT, "consolePayouts", "requests"],
  [BATCHES_TEXT, "consolePayouts", "batches"],
  [KIOSKS_TEXT, "consoleCustomerPage", "kiosks"],
  [CUSTOMER_BALANCE_TEXT, "consoleCustomerPage", "balance"],
  [PAYEE_TEXT, "consoleCustomerPage", "payee"],
  [IMPACT_RECORDS_TEXT, "consoleCustomerPage", "records"],
  [INBOX_PAGE_TEXT, "consoleInbox", "page"],
  [INBOX_TEXT, "consoleInbox", "inbox"],
  [MEDIA_TEXT, "consoleMedia", "media"],
  [AUDIT_TEXT, "consoleAudit", "audit"],
  [CERTIFICATES_TEXT, "consoleCustomerPage", "certificates"],
  [ESG_CONSOLE_TEXT, "consoleCustomerPage", "esg"],
];

/** Sentences that are only figures or names, the same in every language (no template). */
const WORDLESS = new Set([
  "pickups.dayHeading",
  "pickups.dayOfWeek",
  "dialog.stopOf",
  "requests.table.requestedBy",
  "batches.make.pick",
  "media.upload.progress",
  "certificates.range",
]);

describe.each(SCREENS)("the console catalogue of %#", (english, area, prefix) => {
  const catalogue = en[area] as Readonly<Record<string, string>>;

  it("has every English text of the screen, word for word", () => {
    const missing = leavesOf(english, prefix).filter(([path, text]) => catalogue[path] !== text);
    expect(missing).toEqual([]);
  });

  it("has a template for every sentence of the screen", () => {
    const missing = sentencePathsOf(english, prefix).filter(
      (path) => !(path in catalogue) && !WORDLESS.has(path),
    );
    expect(missing).toEqual([]);
  });

  it("gives the screen its Gujarati and Hindi strings", () => {
    for (const t of [gu[area], hi[area]] as Readonly<Record<string, string>>[]) {
      const made = localize(english, t, prefix);
      const left = leavesOf(made, prefix).filter(
        ([path, text]) => text === catalogue[path] && t[path] !== text,
      );
      expect(left).toEqual([]);
    }
  });
});
