import { callApi } from "#web/lib/api-client";

/** POST /api/admin/certificates/:number/revoke (audited by the API). */
export function revokeCertificate(number: string, reason: string) {
  return callApi("adminCertificateRevoke", { params: { number }, body: { reason } });
}
