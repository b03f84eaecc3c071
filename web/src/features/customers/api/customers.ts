import type {
  CustomerCreate,
  CustomerUpdate,
} from "@filtercycle/contract/customers/admin-customers";
import { callApi } from "#web/lib/api-client";

/** POST /api/admin/customers: answers the new customer with its code. */
export function createCustomer(body: CustomerCreate) {
  return callApi("adminCustomerCreate", { body });
}

/** PATCH /api/admin/customers/:code */
export function updateCustomer(code: string, body: CustomerUpdate) {
  return callApi("adminCustomerUpdate", { params: { code }, body });
}

/** POST /api/admin/customers/:code/deactivate or /reactivate */
export function setCustomerActive(code: string, active: boolean) {
  return callApi(active ? "adminCustomerReactivate" : "adminCustomerDeactivate", {
    params: { code },
  });
}
