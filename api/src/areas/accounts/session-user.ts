import type { BusinessRole, Role } from "@filtercycle/contract/accounts/account-rules";

/**
 * What a request was signed in with: the browser's session (its cookie), or a personal access
 * token (`Authorization: Bearer fcp_…`, read-only; docs/decisions/0067). Neither carries the
 * secret itself: request state never holds a credential.
 */
export type Credential =
  | { kind: "session" /** The session row's id (not its token). */; sessionId: string }
  | { kind: "apiToken"; tokenId: string };

export type SessionUser = {
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The business a customer login is bound to (uuid); null for staff. */
  customerId: string | null;
  /** A customer login's role in its business; null for staff. */
  businessRole: BusinessRole | null;
  credential: Credential;
};

/** A login row (better-auth's user with our additional fields) as the session's user. */
export function loginOf(user: {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  customerId?: string | null;
  businessRole?: string | null;
}): Omit<SessionUser, "credential"> {
  // Anything unknown is read as the least: a customer login.
  const role = user.role === "admin" || user.role === "collector" ? user.role : "customer";
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role,
    customerId: user.customerId ?? null,
    // Anything but "owner" on a customer login is read as the lesser role.
    businessRole: role !== "customer" ? null : user.businessRole === "owner" ? "owner" : "viewer",
  };
}
