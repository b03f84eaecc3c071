import type {
  LoginInvite,
  StaffLoginInvite,
} from "@filtercycle/contract/customers/admin-customers";
import { callApi } from "#web/lib/api-client";
import type { LoginsOwner } from "./get-logins";

/** Invites a login for a customer or for staff. */
export function inviteLogin(owner: LoginsOwner, body: LoginInvite | StaffLoginInvite) {
  return "customerCode" in owner
    ? callApi("adminCustomerLoginInvite", { params: { code: owner.customerCode }, body })
    : callApi("adminStaffLoginInvite", { body });
}

/** POST /api/admin/logins/:id/resend-invitation */
export function resendInvitation(id: string) {
  return callApi("adminLoginResendInvitation", { params: { id } });
}

/** DELETE /api/admin/logins/:id */
export function revokeLogin(id: string) {
  return callApi("adminLoginRevoke", { params: { id } });
}
