import { sessionInfoSchema } from "../accounts/accounts.ts";
import { apiTokenSchema } from "../accounts/api-tokens.ts";
import { accountSessionSchema, teamMemberSchema } from "../accounts/team.ts";
import {
  adminCertificateSchema,
  certificateIssuedSchema,
  verificationSchema,
} from "../certificates/certificates.ts";
import { collectionItemSchema } from "../collections/admin-collections.ts";
import { collectionLogItemSchema, kioskBreakdownItemSchema } from "../collections/insight.ts";
import { adminBatchSchema, adminIntakeSchema } from "../custody/custody.ts";
import {
  customerDetailSchema,
  customerListItemSchema,
  customerSchema,
  loginItemSchema,
} from "../customers/admin-customers.ts";
import { esgPackSchema, financialYearSchema } from "../esg/esg.ts";
import { kioskForecastSchema, kioskModelSchema } from "../forecasts/forecasts.ts";
import { greenImpactSchema } from "../impact/dashboard.ts";
import { kioskSchema } from "../kiosks/kiosks.ts";
import { adminMediaItemSchema, customerMediaItemSchema, eventTypeSchema } from "../media/media.ts";
import { awarenessSessionSchema } from "../money/admin-ledger.ts";
import {
  adminPayoutRequestSchema,
  balanceAnswerSchema,
  payoutBatchSchema,
  payoutRequestSchema,
  statementEntrySchema,
  statementSchema,
} from "../money/money.ts";
import {
  adminPickupRequestSchema,
  pickupRequestSchema,
  pickupSchema,
  stopSchema,
} from "../pickups/pickups.ts";
import { problemSchema } from "../problem.ts";
import { z } from "../zod.ts";

/**
 * The names the API reference gives the objects a client sees (issue 30): each becomes
 * `components/schemas/<Name>` (and `<Name>Input` where it is also sent), referenced wherever an
 * endpoint's schema uses it, so a generated client has `components["schemas"]["Customer"]`.
 * Kept here, not in the domain files, so naming a schema never changes a domain file (only the
 * API imports this file, so web pages do not carry the names); an object
 * not named here is named by the document's rule (the endpoint and the field it sits in,
 * `api/src/http/api-reference.ts`).
 */
export const apiSchemaNames = z.globalRegistry;

const NAMES: readonly [z.ZodType, string][] = [
  [problemSchema, "Problem"],
  [customerSchema, "Customer"],
  [customerListItemSchema, "CustomerListItem"],
  [customerDetailSchema, "CustomerDetail"],
  [sessionInfoSchema, "Session"],
  [loginItemSchema, "Login"],
  [kioskSchema, "Kiosk"],
  [kioskForecastSchema, "KioskForecast"],
  [kioskModelSchema, "KioskModel"],
  [kioskBreakdownItemSchema, "KioskBreakdownRow"],
  [collectionItemSchema, "Collection"],
  [collectionLogItemSchema, "CollectionLogEntry"],
  [statementSchema, "Statement"],
  [statementEntrySchema, "StatementEntry"],
  [balanceAnswerSchema, "Balance"],
  [payoutRequestSchema, "PayoutRequest"],
  [adminPayoutRequestSchema, "AdminPayoutRequest"],
  [payoutBatchSchema, "PayoutBatch"],
  [pickupSchema, "Pickup"],
  [stopSchema, "PickupStop"],
  [pickupRequestSchema, "PickupRequest"],
  [adminPickupRequestSchema, "AdminPickupRequest"],
  [verificationSchema, "CertificateVerification"],
  [certificateIssuedSchema, "Certificate"],
  [adminCertificateSchema, "AdminCertificate"],
  [customerMediaItemSchema, "MediaItem"],
  [adminMediaItemSchema, "AdminMediaItem"],
  [eventTypeSchema, "EventType"],
  [greenImpactSchema, "GreenImpact"],
  [esgPackSchema, "EsgPack"],
  [teamMemberSchema, "TeamMember"],
  [accountSessionSchema, "AccountSession"],
  [apiTokenSchema, "ApiToken"],
  [awarenessSessionSchema, "AwarenessSession"],
  [adminIntakeSchema, "CustodyIntake"],
  [adminBatchSchema, "CustodyBatch"],
];
// In zod's global registry, beside each schema's description, as `.meta({ id })` would put it.
for (const [schema, id] of NAMES) apiSchemaNames.add(schema, { ...schema.meta(), id });

/**
 * What a refinement cannot say in JSON Schema: the form a value must have. The schema still
 * checks more (the second part is the next year); the pattern tells a client the form.
 */
apiSchemaNames.add(financialYearSchema, {
  ...financialYearSchema.meta(),
  pattern: "^[0-9]{4}-[0-9]{2}$",
  description: "An Indian financial year, April to March: 2025-26 is 1 Apr 2025 to 31 Mar 2026",
  examples: ["2025-26"],
});
