import { useBusinessRole } from "./use-business-role";
import { useViewedCustomer } from "./use-viewed-customer";

/**
 * Whether this reader may issue a certificate, report or ESG pack (each a publicly verifiable
 * record with its number): a business's owner on its own dashboard. A viewer and staff in the
 * support view see the same figures on screen; the API refuses them (403, docs/decisions/0101).
 */
export function useCanIssue(): boolean {
  const role = useBusinessRole();
  const viewed = useViewedCustomer();
  return viewed === null && role !== "viewer";
}
