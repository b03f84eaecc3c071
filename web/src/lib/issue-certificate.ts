import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/**
 * POST /api/certificates (issue 15): the API records the figures of a certificate, report or
 * ESG pack and answers its number, verification address and the facts the PDF prints. Staff in
 * the support view pass the business's code.
 */
export function issueCertificate(body: BodyOf<"certificateIssue">, customerId?: string) {
  return callApi("certificateIssue", { body, query: customerId ? { customerId } : {} });
}
