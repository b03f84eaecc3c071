// Moves files to the folder of their domain (decision 0082) and rewrites every import of them.
// Re-runnable: a move whose source is gone is skipped, and an import is rewritten only when it no
// longer names an existing file but does once the moves are applied, so running it again after
// merging a branch that still uses the old paths fixes just those imports.
//
//   node scripts/codemods/move-domains.mjs            git mv, rewrite imports, print what changed
//   node scripts/codemods/move-domains.mjs --dry-run  print only
//
// Commit its result on its own ("pure move": git mv and import paths only), so that git's rename
// detection carries other branches' edits into the moved files and `git log --follow` works.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root as repoRoot } from "../build-state.mjs";
import { PATH_ALIASES, rewriteImports, sourceFiles } from "../lib/source-imports.mjs";

/** Old path -> new path, repository-relative; a folder moves with everything in it. */
export const MOVES = [
  // money: the ledger, balances and statement join the payout requests and batches.
  ["api/src/areas/impact/balances.ts", "api/src/areas/money/balances.ts"],
  ["api/src/areas/impact/ledger.routes.ts", "api/src/areas/money/ledger.routes.ts"],
  ["api/src/areas/impact/ledger.routes.test.ts", "api/src/areas/money/ledger.routes.test.ts"],
  ["api/src/areas/impact/ledger.service.ts", "api/src/areas/money/ledger.service.ts"],
  ["api/src/areas/impact/statement.ts", "api/src/areas/money/statement.ts"],
  // The ledger's table, from beside the collections (decision 0082, amendment of the ledger's move).
  ["api/src/areas/collections/ledger.tables.ts", "api/src/areas/money/ledger.tables.ts"],
  [
    "api/src/areas/impact/amounts-and-dates.routes.test.ts",
    "api/src/areas/money/amounts-and-dates.routes.test.ts",
  ],
  // kiosks: their own area (they were in impact).
  // The kiosk breakdown is the collection log's (decision 0082, amendment).
  ["api/src/areas/impact/kiosk-breakdown.ts", "api/src/areas/collections/kiosk-breakdown.ts"],
  ["api/src/areas/kiosks/kiosk-breakdown.ts", "api/src/areas/collections/kiosk-breakdown.ts"],
  // The method change is a workflow above impact and certificates; the demo's service history
  // is the seed's (decision 0082, amendment).
  ["api/src/areas/settings/method-change.ts", "api/src/areas/certificates/method-change.ts"],
  ["api/src/areas/pickups/demo-service-history.ts", "api/src/seed/demo-service-history.ts"],
  ["api/src/areas/impact/kiosk-counts.ts", "api/src/areas/kiosks/kiosk-counts.ts"],
  ["api/src/areas/impact/kiosk-lookup.ts", "api/src/areas/kiosks/kiosk-lookup.ts"],
  ["api/src/areas/impact/kiosks.staff.ts", "api/src/areas/kiosks/kiosks.staff.ts"],
  [
    "api/src/areas/impact/kiosk-serial-keys.migration.test.ts",
    "api/src/areas/kiosks/kiosk-serial-keys.migration.test.ts",
  ],
  // collections: the records, their rules and import, and the customer's collection log.
  [
    "api/src/areas/impact/collection-identity.ts",
    "api/src/areas/collections/collection-identity.ts",
  ],
  [
    "api/src/areas/impact/collection-identity.test.ts",
    "api/src/areas/collections/collection-identity.test.ts",
  ],
  [
    "api/src/areas/impact/collection-identity.postgres.test.ts",
    "api/src/areas/collections/collection-identity.postgres.test.ts",
  ],
  ["api/src/areas/impact/collection-log.ts", "api/src/areas/collections/collection-log.ts"],
  ["api/src/areas/impact/collection-rules.ts", "api/src/areas/collections/collection-rules.ts"],
  ["api/src/areas/impact/collection-values.ts", "api/src/areas/collections/collection-values.ts"],
  [
    "api/src/areas/impact/collections-import-check.ts",
    "api/src/areas/collections/collections-import-check.ts",
  ],
  ["api/src/areas/impact/collections-import.ts", "api/src/areas/collections/collections-import.ts"],
  [
    "api/src/areas/impact/collections-import.worker.ts",
    "api/src/areas/collections/collections-import.worker.ts",
  ],
  [
    "api/src/areas/impact/collections.service.ts",
    "api/src/areas/collections/collections.service.ts",
  ],
  ["api/src/areas/impact/collections.staff.ts", "api/src/areas/collections/collections.staff.ts"],
  [
    "api/src/areas/impact/collections.staff.test.ts",
    "api/src/areas/collections/collections.staff.test.ts",
  ],
  ["api/src/areas/impact/insight.routes.ts", "api/src/areas/collections/collection-log.routes.ts"],
  [
    "api/src/areas/impact/insight.routes.test.ts",
    "api/src/areas/collections/collection-log.routes.test.ts",
  ],
  [
    "api/src/areas/impact/problem-reports.postgres.test.ts",
    "api/src/areas/collections/problem-reports.postgres.test.ts",
  ],
  // custody: the chain of custody, out of pickups.
  ["api/src/areas/pickups/custody-messages.ts", "api/src/areas/custody/custody-messages.ts"],
  ["api/src/areas/pickups/custody.queries.ts", "api/src/areas/custody/custody.queries.ts"],
  ["api/src/areas/pickups/custody.routes.ts", "api/src/areas/custody/custody.routes.ts"],
  ["api/src/areas/pickups/custody.routes.test.ts", "api/src/areas/custody/custody.routes.test.ts"],
  ["api/src/areas/pickups/custody.service.ts", "api/src/areas/custody/custody.service.ts"],
  ["api/src/areas/pickups/custody.tables.ts", "api/src/areas/custody/custody.tables.ts"],
  // The notice types every area hands to `notify` (the notifications area sends them): a lower layer.
  ["api/src/areas/notifications/notices.ts", "api/src/lib/notices.ts"],
  // Web: the collection log (was the `insight` feature) joins collections; the staff's payouts
  // (was `payouts`) join money. Files are listed one by one: they join existing folders.
  [
    "web/src/features/insight/api/get-collection-log.ts",
    "web/src/features/collections/api/get-collection-log.ts",
  ],
  [
    "web/src/features/insight/api/get-kiosk-breakdown.ts",
    "web/src/features/collections/api/get-kiosk-breakdown.ts",
  ],
  ["web/src/features/insight/api/query-root.ts", "web/src/features/collections/api/query-root.ts"],
  [
    "web/src/features/insight/api/report-collection-problem.ts",
    "web/src/features/collections/api/report-collection-problem.ts",
  ],
  [
    "web/src/features/insight/components/collections-tab.test.tsx",
    "web/src/features/collections/components/collections-tab.test.tsx",
  ],
  [
    "web/src/features/insight/components/collections-tab.tsx",
    "web/src/features/collections/components/collections-tab.tsx",
  ],
  [
    "web/src/features/insight/components/export-links.tsx",
    "web/src/features/collections/components/export-links.tsx",
  ],
  [
    "web/src/features/insight/components/kiosk-table.test.tsx",
    "web/src/features/collections/components/kiosk-table.test.tsx",
  ],
  [
    "web/src/features/insight/components/kiosk-table.tsx",
    "web/src/features/collections/components/kiosk-table.tsx",
  ],
  [
    "web/src/features/insight/components/report-problem-dialog.tsx",
    "web/src/features/collections/components/report-problem-dialog.tsx",
  ],
  [
    "web/src/features/insight/components/sparkline.tsx",
    "web/src/features/collections/components/sparkline.tsx",
  ],
  ["web/src/features/insight/constants.ts", "web/src/features/collections/log-constants.ts"],
  [
    "web/src/features/insight/hooks/use-insight.ts",
    "web/src/features/collections/hooks/use-insight.ts",
  ],
  [
    "web/src/features/insight/testing/fixtures.ts",
    "web/src/features/collections/testing/fixtures.ts",
  ],
  [
    "web/src/features/insight/testing/render.tsx",
    "web/src/features/collections/testing/render.tsx",
  ],
  [
    "web/src/features/insight/utils/export-url.ts",
    "web/src/features/collections/utils/export-url.ts",
  ],
  ["web/src/features/insight/utils/format.ts", "web/src/features/collections/utils/format.ts"],
  [
    "web/src/features/payouts/api/approve-payout-request.ts",
    "web/src/features/money/api/approve-payout-request.ts",
  ],
  [
    "web/src/features/payouts/api/decline-payout-request.ts",
    "web/src/features/money/api/decline-payout-request.ts",
  ],
  [
    "web/src/features/payouts/api/get-customer-balance.ts",
    "web/src/features/money/api/get-customer-balance.ts",
  ],
  [
    "web/src/features/payouts/api/get-payout-requests.ts",
    "web/src/features/money/api/get-staff-payout-requests.ts",
  ],
  ["web/src/features/payouts/api/get-payouts.ts", "web/src/features/money/api/get-payouts.ts"],
  [
    "web/src/features/payouts/api/pay-payout-request.ts",
    "web/src/features/money/api/pay-payout-request.ts",
  ],
  ["web/src/features/payouts/api/payee.ts", "web/src/features/money/api/payee.ts"],
  [
    "web/src/features/payouts/api/payout-batches.ts",
    "web/src/features/money/api/payout-batches.ts",
  ],
  [
    "web/src/features/payouts/api/record-ledger-entry.ts",
    "web/src/features/money/api/record-ledger-entry.ts",
  ],
  [
    "web/src/features/payouts/components/customer-payee-section.tsx",
    "web/src/features/money/components/customer-payee-section.tsx",
  ],
  [
    "web/src/features/payouts/components/ledger-forms.tsx",
    "web/src/features/money/components/ledger-forms.tsx",
  ],
  [
    "web/src/features/payouts/components/payout-batches-page.tsx",
    "web/src/features/money/components/payout-batches-page.tsx",
  ],
  [
    "web/src/features/payouts/components/payout-batches.test.tsx",
    "web/src/features/money/components/payout-batches.test.tsx",
  ],
  [
    "web/src/features/payouts/components/payout-request-dialogs.tsx",
    "web/src/features/money/components/payout-request-dialogs.tsx",
  ],
  [
    "web/src/features/payouts/components/payout-requests-section.test.tsx",
    "web/src/features/money/components/payout-requests-section.test.tsx",
  ],
  [
    "web/src/features/payouts/components/payout-requests-section.tsx",
    "web/src/features/money/components/payout-requests-section.tsx",
  ],
  [
    "web/src/features/payouts/components/payouts-page.test.tsx",
    "web/src/features/money/components/payouts-page.test.tsx",
  ],
  [
    "web/src/features/payouts/components/payouts-page.tsx",
    "web/src/features/money/components/payouts-page.tsx",
  ],
  ["web/src/features/payouts/constants.ts", "web/src/features/money/payouts-constants.ts"],
  ["web/src/features/payouts/hooks/use-ledger.ts", "web/src/features/money/hooks/use-ledger.ts"],
  [
    "web/src/features/payouts/hooks/use-payout-batches.ts",
    "web/src/features/money/hooks/use-payout-batches.ts",
  ],
  [
    "web/src/features/payouts/hooks/use-payout-requests.ts",
    "web/src/features/money/hooks/use-payout-requests.ts",
  ],
  // Web, issue 27's remaining moves (decision 0082): kiosks out of collections; impact-records'
  // balance to money, the rest to impact; the dashboard to impact, with its ESG, public-page,
  // certificate and media parts to their domains (dashboard/reports/ is moved by its own entries);
  // account and auth to accounts, audit-log to audit, inbox to enquiries, service to pickups.
  ["web/src/features/collections/api/get-kiosks.ts", "web/src/features/kiosks/api/get-kiosks.ts"],
  ["web/src/features/collections/api/kiosks.ts", "web/src/features/kiosks/api/kiosks.ts"],
  [
    "web/src/features/collections/api/get-kiosk-breakdown.ts",
    "web/src/features/kiosks/api/get-kiosk-breakdown.ts",
  ],
  [
    "web/src/features/collections/components/kiosk-dialogs.tsx",
    "web/src/features/kiosks/components/kiosk-dialogs.tsx",
  ],
  [
    "web/src/features/collections/components/customer-kiosks-section.tsx",
    "web/src/features/kiosks/components/customer-kiosks-section.tsx",
  ],
  [
    "web/src/features/collections/components/kiosk-table.tsx",
    "web/src/features/kiosks/components/kiosk-table.tsx",
  ],
  [
    "web/src/features/collections/components/kiosk-table.test.tsx",
    "web/src/features/kiosks/components/kiosk-table.test.tsx",
  ],
  [
    "web/src/features/collections/components/sparkline.tsx",
    "web/src/features/kiosks/components/sparkline.tsx",
  ],
  [
    "web/src/features/impact-records/api/get-balance.ts",
    "web/src/features/money/api/get-admin-balance.ts",
  ],
  [
    "web/src/features/impact-records/components/customer-balance-section.tsx",
    "web/src/features/money/components/customer-balance-section.tsx",
  ],
  [
    "web/src/features/impact-records/api/change-impact-records.ts",
    "web/src/features/impact/api/change-impact-records.ts",
  ],
  [
    "web/src/features/impact-records/api/get-impact-records.ts",
    "web/src/features/impact/api/get-impact-records.ts",
  ],
  [
    "web/src/features/impact-records/components/customer-awareness-section.tsx",
    "web/src/features/impact/components/customer-awareness-section.tsx",
  ],
  [
    "web/src/features/impact-records/components/impact-records.test.tsx",
    "web/src/features/impact/components/impact-records.test.tsx",
  ],
  [
    "web/src/features/impact-records/hooks/use-impact-records.ts",
    "web/src/features/impact/hooks/use-impact-records.ts",
  ],
  ["web/src/features/impact-records/constants.ts", "web/src/features/impact/records-constants.ts"],
  [
    "web/src/features/dashboard/api/get-customer-media.ts",
    "web/src/features/media/api/get-customer-media.ts",
  ],
  [
    "web/src/features/dashboard/api/get-customer-stats-with-dates.ts",
    "web/src/features/impact/api/get-customer-stats-with-dates.ts",
  ],
  [
    "web/src/features/dashboard/api/get-customer-stats.ts",
    "web/src/features/impact/api/get-customer-stats.ts",
  ],
  ["web/src/features/dashboard/api/get-esg-pack.ts", "web/src/features/esg/api/get-esg-pack.ts"],
  [
    "web/src/features/dashboard/api/get-green-impact.ts",
    "web/src/features/impact/api/get-green-impact.ts",
  ],
  [
    "web/src/features/dashboard/api/get-impact-methods.ts",
    "web/src/features/impact/api/get-impact-methods.ts",
  ],
  [
    "web/src/features/dashboard/api/get-monthly-collections.ts",
    "web/src/features/impact/api/get-monthly-collections.ts",
  ],
  [
    "web/src/features/dashboard/api/impact-page.ts",
    "web/src/features/impact-pages/api/impact-page.ts",
  ],
  [
    "web/src/features/dashboard/api/issue-certificate.ts",
    "web/src/features/certificates/api/issue-certificate.ts",
  ],
  [
    "web/src/features/dashboard/api/prefetch-dashboard.ts",
    "web/src/features/impact/api/prefetch-dashboard.ts",
  ],
  [
    "web/src/features/dashboard/api/query-options.test.ts",
    "web/src/features/impact/api/query-options.test.ts",
  ],
  ["web/src/features/dashboard/api/query-root.ts", "web/src/features/impact/api/query-root.ts"],
  [
    "web/src/features/dashboard/components/benefit-table.tsx",
    "web/src/features/impact/components/benefit-table.tsx",
  ],
  [
    "web/src/features/dashboard/components/calendar.tsx",
    "web/src/features/impact/components/calendar.tsx",
  ],
  [
    "web/src/features/dashboard/components/card-change.tsx",
    "web/src/features/impact/components/card-change.tsx",
  ],
  [
    "web/src/features/dashboard/components/certificate-button.tsx",
    "web/src/features/impact/components/certificate-button.tsx",
  ],
  [
    "web/src/features/dashboard/components/cigarette-table.tsx",
    "web/src/features/impact/components/cigarette-table.tsx",
  ],
  [
    "web/src/features/dashboard/components/customer-esg-section.test.tsx",
    "web/src/features/esg/components/customer-esg-section.test.tsx",
  ],
  [
    "web/src/features/dashboard/components/customer-esg-section.tsx",
    "web/src/features/esg/components/customer-esg-section.tsx",
  ],
  [
    "web/src/features/dashboard/components/dashboard-header.tsx",
    "web/src/features/impact/components/dashboard-header.tsx",
  ],
  [
    "web/src/features/dashboard/components/dashboard-page.test.tsx",
    "web/src/features/impact/components/dashboard-page.test.tsx",
  ],
  [
    "web/src/features/dashboard/components/dashboard-page.tsx",
    "web/src/features/impact/components/dashboard-page.tsx",
  ],
  [
    "web/src/features/dashboard/components/date-field.tsx",
    "web/src/features/impact/components/date-field.tsx",
  ],
  [
    "web/src/features/dashboard/components/date-range-fields.tsx",
    "web/src/features/impact/components/date-range-fields.tsx",
  ],
  [
    "web/src/features/dashboard/components/esg-category.tsx",
    "web/src/features/esg/components/esg-category.tsx",
  ],
  [
    "web/src/features/dashboard/components/esg-tab.test.tsx",
    "web/src/features/esg/components/esg-tab.test.tsx",
  ],
  [
    "web/src/features/dashboard/components/esg-tab.tsx",
    "web/src/features/esg/components/esg-tab.tsx",
  ],
  [
    "web/src/features/dashboard/components/impact-cards.test.tsx",
    "web/src/features/impact/components/impact-cards.test.tsx",
  ],
  [
    "web/src/features/dashboard/components/impact-cards.tsx",
    "web/src/features/impact/components/impact-cards.tsx",
  ],
  [
    "web/src/features/dashboard/components/impact-page-tab.test.tsx",
    "web/src/features/impact-pages/components/impact-page-tab.test.tsx",
  ],
  [
    "web/src/features/dashboard/components/impact-page-tab.tsx",
    "web/src/features/impact-pages/components/impact-page-tab.tsx",
  ],
  [
    "web/src/features/dashboard/components/media-gallery.test.tsx",
    "web/src/features/media/components/media-gallery.test.tsx",
  ],
  [
    "web/src/features/dashboard/components/media-gallery.tsx",
    "web/src/features/media/components/media-gallery.tsx",
  ],
  [
    "web/src/features/dashboard/components/media-modal.tsx",
    "web/src/features/media/components/media-modal.tsx",
  ],
  [
    "web/src/features/dashboard/components/monthly-chart.test.tsx",
    "web/src/features/impact/components/monthly-chart.test.tsx",
  ],
  [
    "web/src/features/dashboard/components/monthly-chart.tsx",
    "web/src/features/impact/components/monthly-chart.tsx",
  ],
  [
    "web/src/features/dashboard/components/pdf-pages.tsx",
    "web/src/features/media/components/pdf-pages.tsx",
  ],
  [
    "web/src/features/dashboard/components/report-button.test.tsx",
    "web/src/features/impact/components/report-button.test.tsx",
  ],
  [
    "web/src/features/dashboard/components/report-button.tsx",
    "web/src/features/impact/components/report-button.tsx",
  ],
  [
    "web/src/features/dashboard/components/reset-button.tsx",
    "web/src/features/impact/components/reset-button.tsx",
  ],
  [
    "web/src/features/dashboard/components/retry-notice.tsx",
    "web/src/features/impact/components/retry-notice.tsx",
  ],
  [
    "web/src/features/dashboard/components/stats-table.tsx",
    "web/src/features/impact/components/stats-table.tsx",
  ],
  [
    "web/src/features/dashboard/components/support-view.test.tsx",
    "web/src/features/impact/components/support-view.test.tsx",
  ],
  ["web/src/features/dashboard/constants.ts", "web/src/features/impact/constants.ts"],
  ["web/src/features/dashboard/esg-text.ts", "web/src/features/esg/esg-text.ts"],
  [
    "web/src/features/dashboard/hooks/use-dashboard-data.ts",
    "web/src/features/impact/hooks/use-dashboard-data.ts",
  ],
  [
    "web/src/features/dashboard/hooks/use-date-range.ts",
    "web/src/features/impact/hooks/use-date-range.ts",
  ],
  [
    "web/src/features/dashboard/testing/draw-pdf-stub.ts",
    "web/src/features/media/testing/draw-pdf-stub.ts",
  ],
  [
    "web/src/features/dashboard/testing/esg-fixtures.ts",
    "web/src/features/esg/testing/esg-fixtures.ts",
  ],
  ["web/src/features/dashboard/testing/fixtures.ts", "web/src/features/impact/testing/fixtures.ts"],
  ["web/src/features/dashboard/testing/render.tsx", "web/src/features/impact/testing/render.tsx"],
  ["web/src/features/dashboard/utils/dates.ts", "web/src/features/impact/utils/dates.ts"],
  ["web/src/features/dashboard/utils/draw-pdf.ts", "web/src/features/media/utils/draw-pdf.ts"],
  ["web/src/features/dashboard/utils/format.ts", "web/src/features/impact/utils/format.ts"],
  ["web/src/features/dashboard/utils/media-kind.ts", "web/src/features/media/utils/media-kind.ts"],
  ["web/src/features/dashboard/utils/utils.test.ts", "web/src/features/impact/utils/utils.test.ts"],
  [
    "web/src/features/auth/api/forgot-password.ts",
    "web/src/features/accounts/api/forgot-password.ts",
  ],
  ["web/src/features/auth/api/get-session.ts", "web/src/features/accounts/api/get-session.ts"],
  ["web/src/features/auth/api/login.ts", "web/src/features/accounts/api/login.ts"],
  ["web/src/features/auth/api/logout.ts", "web/src/features/accounts/api/logout.ts"],
  [
    "web/src/features/auth/api/reset-password.ts",
    "web/src/features/accounts/api/reset-password.ts",
  ],
  [
    "web/src/features/auth/components/access-denied.tsx",
    "web/src/features/accounts/components/access-denied.tsx",
  ],
  [
    "web/src/features/auth/components/auth-form.tsx",
    "web/src/features/accounts/components/auth-form.tsx",
  ],
  [
    "web/src/features/auth/components/auth-layout.tsx",
    "web/src/features/accounts/components/auth-layout.tsx",
  ],
  [
    "web/src/features/auth/components/forgot-page.test.tsx",
    "web/src/features/accounts/components/forgot-page.test.tsx",
  ],
  [
    "web/src/features/auth/components/forgot-page.tsx",
    "web/src/features/accounts/components/forgot-page.tsx",
  ],
  [
    "web/src/features/auth/components/login-page.test.tsx",
    "web/src/features/accounts/components/login-page.test.tsx",
  ],
  [
    "web/src/features/auth/components/login-page.tsx",
    "web/src/features/accounts/components/login-page.tsx",
  ],
  [
    "web/src/features/auth/components/reset-password-page.test.tsx",
    "web/src/features/accounts/components/reset-password-page.test.tsx",
  ],
  [
    "web/src/features/auth/components/reset-password-page.tsx",
    "web/src/features/accounts/components/reset-password-page.tsx",
  ],
  ["web/src/features/auth/constants.ts", "web/src/features/accounts/auth-constants.ts"],
  [
    "web/src/features/auth/hooks/use-focus-on-show.ts",
    "web/src/features/accounts/hooks/use-focus-on-show.ts",
  ],
  [
    "web/src/features/auth/hooks/use-login-redirect.ts",
    "web/src/features/accounts/hooks/use-login-redirect.ts",
  ],
  ["web/src/features/auth/hooks/use-logout.ts", "web/src/features/accounts/hooks/use-logout.ts"],
  [
    "web/src/features/auth/testing/api-responses.ts",
    "web/src/features/accounts/testing/api-responses.ts",
  ],
  [
    "web/src/features/auth/utils/pending-redirect.ts",
    "web/src/features/accounts/utils/pending-redirect.ts",
  ],
  [
    "web/src/features/auth/utils/redirect.test.ts",
    "web/src/features/accounts/utils/redirect.test.ts",
  ],
  ["web/src/features/auth/utils/redirect.ts", "web/src/features/accounts/utils/redirect.ts"],
  [
    "web/src/features/auth/utils/require-session.ts",
    "web/src/features/accounts/utils/require-session.ts",
  ],
  [
    "web/src/features/auth/utils/submit-failure.ts",
    "web/src/features/accounts/utils/submit-failure.ts",
  ],
  ["web/src/features/auth/utils/validation.ts", "web/src/features/accounts/utils/validation.ts"],
  [
    "web/src/features/account/api/create-api-token.ts",
    "web/src/features/accounts/api/create-api-token.ts",
  ],
  [
    "web/src/features/account/api/end-account-session.ts",
    "web/src/features/accounts/api/end-account-session.ts",
  ],
  [
    "web/src/features/account/api/get-account-sessions.ts",
    "web/src/features/accounts/api/get-account-sessions.ts",
  ],
  [
    "web/src/features/account/api/get-api-tokens.ts",
    "web/src/features/accounts/api/get-api-tokens.ts",
  ],
  ["web/src/features/account/api/get-team.ts", "web/src/features/accounts/api/get-team.ts"],
  [
    "web/src/features/account/api/invite-colleague.ts",
    "web/src/features/accounts/api/invite-colleague.ts",
  ],
  [
    "web/src/features/account/api/notification-preferences.ts",
    "web/src/features/accounts/api/notification-preferences.ts",
  ],
  [
    "web/src/features/account/api/remove-colleague.ts",
    "web/src/features/accounts/api/remove-colleague.ts",
  ],
  [
    "web/src/features/account/api/revoke-api-token.ts",
    "web/src/features/accounts/api/revoke-api-token.ts",
  ],
  ["web/src/features/account/api/unsubscribe.ts", "web/src/features/accounts/api/unsubscribe.ts"],
  [
    "web/src/features/account/components/account-page.tsx",
    "web/src/features/accounts/components/account-page.tsx",
  ],
  [
    "web/src/features/account/components/account.test.tsx",
    "web/src/features/accounts/components/account.test.tsx",
  ],
  [
    "web/src/features/account/components/api-tokens-section.tsx",
    "web/src/features/accounts/components/api-tokens-section.tsx",
  ],
  [
    "web/src/features/account/components/api-tokens.test.tsx",
    "web/src/features/accounts/components/api-tokens.test.tsx",
  ],
  [
    "web/src/features/account/components/create-api-token-dialog.tsx",
    "web/src/features/accounts/components/create-api-token-dialog.tsx",
  ],
  [
    "web/src/features/account/components/invite-colleague-dialog.tsx",
    "web/src/features/accounts/components/invite-colleague-dialog.tsx",
  ],
  [
    "web/src/features/account/components/notification-preferences-form.tsx",
    "web/src/features/accounts/components/notification-preferences-form.tsx",
  ],
  [
    "web/src/features/account/components/sessions-section.tsx",
    "web/src/features/accounts/components/sessions-section.tsx",
  ],
  [
    "web/src/features/account/components/team-section.tsx",
    "web/src/features/accounts/components/team-section.tsx",
  ],
  [
    "web/src/features/account/components/team-sessions.test.tsx",
    "web/src/features/accounts/components/team-sessions.test.tsx",
  ],
  [
    "web/src/features/account/components/unsubscribe-page.tsx",
    "web/src/features/accounts/components/unsubscribe-page.tsx",
  ],
  ["web/src/features/account/constants.ts", "web/src/features/accounts/constants.ts"],
  [
    "web/src/features/account/hooks/use-account-sessions.ts",
    "web/src/features/accounts/hooks/use-account-sessions.ts",
  ],
  [
    "web/src/features/account/hooks/use-api-tokens.ts",
    "web/src/features/accounts/hooks/use-api-tokens.ts",
  ],
  [
    "web/src/features/account/hooks/use-notification-preferences.ts",
    "web/src/features/accounts/hooks/use-notification-preferences.ts",
  ],
  ["web/src/features/account/hooks/use-team.ts", "web/src/features/accounts/hooks/use-team.ts"],
  ["web/src/features/audit-log", "web/src/features/audit"],
  ["web/src/features/inbox", "web/src/features/enquiries"],
  [
    "web/src/features/service/api/create-pickup-request.ts",
    "web/src/features/pickups/api/create-pickup-request.ts",
  ],
  [
    "web/src/features/service/api/get-pickup-requests.ts",
    "web/src/features/pickups/api/get-pickup-requests.ts",
  ],
  [
    "web/src/features/service/api/get-pickups.ts",
    "web/src/features/pickups/api/get-service-pickups.ts",
  ],
  [
    "web/src/features/service/api/prefetch-service.ts",
    "web/src/features/pickups/api/prefetch-service.ts",
  ],
  ["web/src/features/service/api/query-root.ts", "web/src/features/pickups/api/query-root.ts"],
  [
    "web/src/features/service/components/kiosk-list.tsx",
    "web/src/features/pickups/components/kiosk-list.tsx",
  ],
  [
    "web/src/features/service/components/pickup-photo.tsx",
    "web/src/features/pickups/components/pickup-photo.tsx",
  ],
  [
    "web/src/features/service/components/request-pickup-dialog.tsx",
    "web/src/features/pickups/components/request-pickup-dialog.tsx",
  ],
  [
    "web/src/features/service/components/service-history.tsx",
    "web/src/features/pickups/components/service-history.tsx",
  ],
  [
    "web/src/features/service/components/service-tab.test.tsx",
    "web/src/features/pickups/components/service-tab.test.tsx",
  ],
  [
    "web/src/features/service/components/service-tab.tsx",
    "web/src/features/pickups/components/service-tab.tsx",
  ],
  ["web/src/features/service/constants.ts", "web/src/features/pickups/service-constants.ts"],
  [
    "web/src/features/service/hooks/use-service.ts",
    "web/src/features/pickups/hooks/use-service.ts",
  ],
  [
    "web/src/features/service/testing/fixtures.ts",
    "web/src/features/pickups/testing/service-fixtures.ts",
  ],
  ["web/src/features/service/testing/render.tsx", "web/src/features/pickups/testing/render.tsx"],
  // What two web features need moves below them (web features never import each other): the
  // dashboard's query key root, dates and date formats, and the certificate call the reports of
  // impact, esg and certificates make (web/src/lib); the dashboard's first queries, which read
  // impact, media and impact-pages, prefetched by the route module that composes them; the
  // collection log's and kiosk breakdown's query root, the exports' links and addresses and the
  // form rules that collections and kiosks both use.
  ["web/src/features/impact/api/query-root.ts", "web/src/lib/dashboard-query-root.ts"],
  ["web/src/features/impact/utils/dates.ts", "web/src/lib/dashboard-dates.ts"],
  ["web/src/features/impact/utils/format.ts", "web/src/lib/dashboard-format.ts"],
  ["web/src/features/certificates/api/issue-certificate.ts", "web/src/lib/issue-certificate.ts"],
  ["web/src/features/impact/api/prefetch-dashboard.ts", "web/src/routes/dashboard-prefetch.ts"],
  [
    "web/src/features/impact/api/query-options.test.ts",
    "web/src/routes/dashboard-prefetch.test.ts",
  ],
  ["web/src/features/collections/api/query-root.ts", "web/src/lib/insight-query-root.ts"],
  ["web/src/features/collections/utils/export-url.ts", "web/src/lib/export-url.ts"],
  [
    "web/src/features/collections/components/export-links.tsx",
    "web/src/components/export-links.tsx",
  ],
  ["web/src/features/collections/utils/format.ts", "web/src/features/kiosks/utils/format.ts"],
  [
    "web/src/features/collections/components/form-rules.ts",
    "web/src/lib/forms/collection-rules.ts",
  ],
  // The console's kiosk list of a customer: the kiosks section and the collections filter read it.
  ["web/src/features/kiosks/api/get-kiosks.ts", "web/src/lib/customer-kiosks-query.ts"],
  // The dashboard's green impact answer: impact's cards and impact-pages' poster (the business name).
  ["web/src/features/impact/api/get-green-impact.ts", "web/src/lib/green-impact-query.ts"],
  // The contract, one folder per domain (decision 0082); the shared pieces (dates, day texts,
  // paging, problem, texts, zod, brand, amounts, formatting, roles, period presets) and routes.ts,
  // which gathers the endpoint descriptions, stay at its root. Importers name them by package
  // (`@filtercycle/contract/money/money`), which the codemod rewrites like an alias.
  ["packages/contract/src/account-rules.ts", "packages/contract/src/accounts/account-rules.ts"],
  ["packages/contract/src/accounts.ts", "packages/contract/src/accounts/accounts.ts"],
  ["packages/contract/src/api-token-rules.ts", "packages/contract/src/accounts/api-token-rules.ts"],
  ["packages/contract/src/api-tokens.ts", "packages/contract/src/accounts/api-tokens.ts"],
  ["packages/contract/src/team.ts", "packages/contract/src/accounts/team.ts"],
  [
    "packages/contract/src/admin-customers.ts",
    "packages/contract/src/customers/admin-customers.ts",
  ],
  ["packages/contract/src/customer-rules.ts", "packages/contract/src/customers/customer-rules.ts"],
  [
    "packages/contract/src/admin-collections.ts",
    "packages/contract/src/collections/admin-collections.ts",
  ],
  ["packages/contract/src/insight.ts", "packages/contract/src/collections/insight.ts"],
  [
    "packages/contract/src/collection-rules.ts",
    "packages/contract/src/collections/collection-rules.ts",
  ],
  [
    "packages/contract/src/collection-rules.test.ts",
    "packages/contract/src/collections/collection-rules.test.ts",
  ],
  ["packages/contract/src/money.ts", "packages/contract/src/money/money.ts"],
  ["packages/contract/src/money.test.ts", "packages/contract/src/money/money.test.ts"],
  ["packages/contract/src/admin-ledger.ts", "packages/contract/src/money/admin-ledger.ts"],
  ["packages/contract/src/partner-earnings.ts", "packages/contract/src/money/partner-earnings.ts"],
  [
    "packages/contract/src/partner-rates-schemas.ts",
    "packages/contract/src/money/partner-rates-schemas.ts",
  ],
  ["packages/contract/src/pickups.ts", "packages/contract/src/pickups/pickups.ts"],
  ["packages/contract/src/pickup-rules.ts", "packages/contract/src/pickups/pickup-rules.ts"],
  [
    "packages/contract/src/pickup-rules.test.ts",
    "packages/contract/src/pickups/pickup-rules.test.ts",
  ],
  ["packages/contract/src/custody.ts", "packages/contract/src/custody/custody.ts"],
  ["packages/contract/src/custody-wording.ts", "packages/contract/src/custody/custody-wording.ts"],
  [
    "packages/contract/src/custody-wording.test.ts",
    "packages/contract/src/custody/custody-wording.test.ts",
  ],
  ["packages/contract/src/certificates.ts", "packages/contract/src/certificates/certificates.ts"],
  [
    "packages/contract/src/certificate-numbers.ts",
    "packages/contract/src/certificates/certificate-numbers.ts",
  ],
  ["packages/contract/src/esg.ts", "packages/contract/src/esg/esg.ts"],
  ["packages/contract/src/esg.test.ts", "packages/contract/src/esg/esg.test.ts"],
  ["packages/contract/src/dashboard.ts", "packages/contract/src/impact/dashboard.ts"],
  ["packages/contract/src/impact-factors.ts", "packages/contract/src/impact/impact-factors.ts"],
  [
    "packages/contract/src/impact-method-schemas.ts",
    "packages/contract/src/impact/impact-method-schemas.ts",
  ],
  ["packages/contract/src/impact-methods.ts", "packages/contract/src/impact/impact-methods.ts"],
  [
    "packages/contract/src/impact-methods.test.ts",
    "packages/contract/src/impact/impact-methods.test.ts",
  ],
  ["packages/contract/src/method-line.ts", "packages/contract/src/impact/method-line.ts"],
  ["packages/contract/src/impact-page.ts", "packages/contract/src/impact-pages/impact-page.ts"],
  ["packages/contract/src/media.ts", "packages/contract/src/media/media.ts"],
  ["packages/contract/src/media-kinds.ts", "packages/contract/src/media/media-kinds.ts"],
  ["packages/contract/src/media-kinds.test.ts", "packages/contract/src/media/media-kinds.test.ts"],
  ["packages/contract/src/enquiries.ts", "packages/contract/src/enquiries/enquiries.ts"],
  ["packages/contract/src/enquiry-rules.ts", "packages/contract/src/enquiries/enquiry-rules.ts"],
  ["packages/contract/src/admin-settings.ts", "packages/contract/src/settings/admin-settings.ts"],
  ["packages/contract/src/audit-log.ts", "packages/contract/src/audit/audit-log.ts"],
  ["packages/contract/src/preferred-date.ts", "packages/contract/src/pickups/preferred-date.ts"],
  // Web: the dashboard's PDFs (issue 27). The drawing every PDF shares (fonts, text, tables, the
  // frame, the verification stamp, the template and its builder) is a library; each PDF goes to
  // its domain: the ESG pack to esg, the certificate to certificates, the kiosk poster to the
  // impact page's tab (impact-pages), the impact reports to impact.
  ["web/src/features/dashboard/reports/brand-colours.ts", "web/src/lib/pdf/brand-colours.ts"],
  ["web/src/features/dashboard/reports/browser-fonts.ts", "web/src/lib/pdf/browser-fonts.ts"],
  ["web/src/features/dashboard/reports/pdf-table.ts", "web/src/lib/pdf/pdf-table.ts"],
  ["web/src/features/dashboard/reports/pdf-text.ts", "web/src/lib/pdf/pdf-text.ts"],
  ["web/src/features/dashboard/reports/report-fonts.ts", "web/src/lib/pdf/report-fonts.ts"],
  ["web/src/features/dashboard/reports/report-frame.ts", "web/src/lib/pdf/report-frame.ts"],
  ["web/src/features/dashboard/reports/report-fields.ts", "web/src/lib/pdf/report-fields.ts"],
  ["web/src/features/dashboard/reports/save-file.ts", "web/src/lib/pdf/save-file.ts"],
  [
    "web/src/features/dashboard/reports/verification-stamp.ts",
    "web/src/lib/pdf/verification-stamp.ts",
  ],
  ["web/src/features/dashboard/reports/template", "web/src/lib/pdf/template"],
  [
    "web/src/features/dashboard/reports/esg-download.ts",
    "web/src/features/esg/reports/esg-download.ts",
  ],
  [
    "web/src/features/dashboard/reports/esg-pack-pdf.ts",
    "web/src/features/esg/reports/esg-pack-pdf.ts",
  ],
  [
    "web/src/features/dashboard/reports/esg-pack-pdf.test.ts",
    "web/src/features/esg/reports/esg-pack-pdf.test.ts",
  ],
  [
    "web/src/features/dashboard/reports/certificate.ts",
    "web/src/features/certificates/certificate.ts",
  ],
  [
    "web/src/features/dashboard/reports/download-poster.ts",
    "web/src/features/impact-pages/download-poster.ts",
  ],
  [
    "web/src/features/dashboard/reports/kiosk-poster.ts",
    "web/src/features/impact-pages/kiosk-poster.ts",
  ],
  [
    "web/src/features/dashboard/reports/kiosk-poster.test.ts",
    "web/src/features/impact-pages/kiosk-poster.test.ts",
  ],
  [
    "web/src/features/dashboard/reports/download-report.test.tsx",
    "web/src/features/impact/reports/download-report.test.tsx",
  ],
  [
    "web/src/features/dashboard/reports/fill-report.ts",
    "web/src/features/impact/reports/fill-report.ts",
  ],
  ["web/src/features/dashboard/reports/generate.ts", "web/src/features/impact/reports/generate.ts"],
  [
    "web/src/features/dashboard/reports/load-reports.ts",
    "web/src/features/impact/reports/load-reports.ts",
  ],
  [
    "web/src/features/dashboard/reports/make-report.ts",
    "web/src/features/impact/reports/make-report.ts",
  ],
  [
    "web/src/features/dashboard/reports/monthly-pages.ts",
    "web/src/features/impact/reports/monthly-pages.ts",
  ],
  [
    "web/src/features/dashboard/reports/monthly-values.ts",
    "web/src/features/impact/reports/monthly-values.ts",
  ],
  [
    "web/src/features/dashboard/reports/report-fixtures.ts",
    "web/src/features/impact/reports/report-fixtures.ts",
  ],
  [
    "web/src/features/dashboard/reports/report-pages.test.ts",
    "web/src/features/impact/reports/report-pages.test.ts",
  ],
  [
    "web/src/features/dashboard/reports/report-values.ts",
    "web/src/features/impact/reports/report-values.ts",
  ],
  [
    "web/src/features/dashboard/reports/reports.test.ts",
    "web/src/features/impact/reports/reports.test.ts",
  ],
  [
    "web/src/features/dashboard/reports/statement-pages.ts",
    "web/src/features/impact/reports/statement-pages.ts",
  ],
];

/** Files that name moved files by path in plain text (not an import), rewritten too. */
const PATH_TEXT_FILES = ["api/build.mjs", "package.json", "vitest.config.ts"];

/** The workspaces whose imports are rewritten. */
const WORKSPACES = ["api", "web", "packages/contract", "e2e", "scripts"];

const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

/**
 * Workspace packages imported by name: `@filtercycle/contract/money/ledger` names
 * packages/contract/src/money/ledger.ts (its package.json's `"./*": "./src/*.ts"`). Rewritten
 * like an alias, without the extension.
 */
const PACKAGE_ALIASES = [{ prefix: "@filtercycle/contract/", dir: "packages/contract/src" }];

const ALIASES = [...PATH_ALIASES, ...PACKAGE_ALIASES];

const toRepo = (root, file) => path.relative(root, file).split(path.sep).join("/");

/** `repoPath` after one move (itself when no move covers it). */
function movedOnce(repoPath, moves, direction) {
  for (const [from, to] of moves) {
    const [a, b] = direction === "forward" ? [from, to] : [to, from];
    if (repoPath === a) return b;
    if (repoPath.startsWith(`${a}/`)) return b + repoPath.slice(a.length);
  }
  return repoPath;
}

/**
 * `repoPath` after the moves (itself when no move covers it). Forward, moves chain: a file moved
 * twice (dashboard → impact, then impact → web/src/lib) is followed to its last place, so a branch
 * that still names the first place is pointed at the last. Backward (where a moved file was), one
 * step only: its imports were written at that place.
 */
function moved(repoPath, moves, direction = "forward") {
  if (direction !== "forward") return movedOnce(repoPath, moves, direction);
  let current = repoPath;
  for (let step = 0; step < 10; step += 1) {
    const next = movedOnce(current, moves, direction);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** The new place of the file `named` (a resolved path, maybe without extension) if it moved. */
function movedFile(root, named, moves) {
  for (const suffix of RESOLVE_SUFFIXES) {
    const target = moved(named + suffix, moves);
    if (target !== named + suffix && existsSync(path.join(root, target))) {
      return path.join(root, target);
    }
  }
  return undefined;
}

/** The existing file a specifier's resolved path names ({ file, suffix }), or undefined. */
function existing(absolute) {
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = absolute + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, suffix };
  }
  return undefined;
}

/** The absolute path `specifier` names from a file at `importerPath`; undefined for packages. */
function resolveFrom(root, importerPath, specifier) {
  if (specifier.startsWith("./") || specifier.startsWith("../")) {
    return path.resolve(path.dirname(importerPath), specifier);
  }
  const alias = ALIASES.find(({ prefix }) => specifier.startsWith(prefix));
  return alias && path.join(root, alias.dir, specifier.slice(alias.prefix.length));
}

/** The specifier naming `target` from `importer`, in the style (alias or relative) of `old`. */
function specifierFor(root, importer, target, old) {
  const alias = ALIASES.find(({ prefix }) => old.startsWith(prefix));
  if (alias) return alias.prefix + toRepo(path.join(root, alias.dir), target);
  let relative = toRepo(path.dirname(importer), target);
  if (!relative.startsWith(".")) relative = `./${relative}`;
  return relative;
}

/** `next` without the extension (or `/index.…`) when `old` named its file without one. */
function inStyleOf(old, next) {
  return /\.[cm]?[jt]sx?$/.test(old) ? next : next.replace(/(\/index)?\.[cm]?[jt]sx?$/, "");
}

/** The new specifier for `specifier` in `importer` (now at its new place), or undefined. */
export function rewrittenSpecifier(root, importer, specifier, moves = MOVES) {
  const here = resolveFrom(root, importer, specifier);
  if (here === undefined) return undefined;
  const oldImporter = path.join(root, moved(toRepo(root, importer), moves, "backward"));
  // A moved importer's relative import of a file that moved too (from their old places): it
  // follows that file even when the specifier names another existing file from the new place
  // (`../constants` of the insight feature is the collections feature's `../log-constants`).
  if (oldImporter !== importer && !path.isAbsolute(specifier) && specifier.startsWith(".")) {
    const named = toRepo(root, resolveFrom(root, oldImporter, specifier));
    const movedTarget = movedFile(root, named, moves);
    if (movedTarget) {
      const next = inStyleOf(specifier, specifierFor(root, importer, movedTarget, specifier));
      return next === specifier ? undefined : next;
    }
  }
  if (existing(here)) return undefined;
  // The file it names may have moved, or the importer, or both.
  for (const base of [importer, oldImporter]) {
    const named = toRepo(root, resolveFrom(root, base, specifier));
    const target = movedFile(root, named, moves) ?? existing(path.join(root, named))?.file;
    if (!target) continue;
    const next = inStyleOf(specifier, specifierFor(root, importer, target, specifier));
    return next === specifier ? undefined : next;
  }
  return undefined;
}

function gitMove(root, from, to, write) {
  if (!existsSync(path.join(root, from)) || existsSync(path.join(root, to))) return false;
  if (write) {
    mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    execFileSync("git", ["mv", from, to], { cwd: root });
  }
  return true;
}

/** Applies the moves under `root`; returns { movedFiles, changed: [{ file, count }] }. */
export function moveDomains(root, { write = true, moves = MOVES } = {}) {
  const movedFiles = moves.filter(([from, to]) => gitMove(root, from, to, write));
  const changed = [];
  for (const workspace of WORKSPACES) {
    for (const file of sourceFiles(path.join(root, workspace))) {
      // The codemods' own tests hold old paths on purpose (their fixtures).
      if (toRepo(root, file).startsWith("scripts/codemods/")) continue;
      const before = readFileSync(file, "utf8");
      const { source, count } = rewriteImports(before, (specifier) =>
        rewrittenSpecifier(root, file, specifier, moves),
      );
      if (count === 0) continue;
      if (write) writeFileSync(file, source);
      changed.push({ file: toRepo(root, file), count });
    }
  }
  for (const textFile of PATH_TEXT_FILES) {
    const file = path.join(root, textFile);
    if (!existsSync(file)) continue;
    const before = readFileSync(file, "utf8");
    let after = before;
    for (const [from, to] of moves) {
      after = after.split(from).join(to);
      // A workspace's own files name paths from the workspace's folder (api/build.mjs: src/…).
      const workspace = `${textFile.split("/")[0]}/`;
      if (textFile.includes("/") && from.startsWith(workspace) && to.startsWith(workspace)) {
        after = after.split(from.slice(workspace.length)).join(to.slice(workspace.length));
      }
    }
    if (after === before) continue;
    if (write) writeFileSync(file, after);
    changed.push({ file: textFile, count: 1 });
  }
  return { movedFiles, changed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const write = !process.argv.includes("--dry-run");
  const { movedFiles, changed } = moveDomains(repoRoot, { write });
  for (const [from, to] of movedFiles)
    console.log(`${write ? "moved" : "would move"} ${from} -> ${to}`);
  for (const { file, count } of changed) console.log(`${file}: ${count}`);
  const imports = changed.reduce((sum, { count }) => sum + count, 0);
  console.log(
    `${write ? "Moved" : "Would move"} ${movedFiles.length} paths; ${write ? "rewrote" : "would rewrite"} ${imports} imports in ${changed.length} files` +
      (write && imports > 0 ? "; run `npx biome check --write .` to re-sort them." : "."),
  );
}
