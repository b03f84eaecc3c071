import { queryOptions } from "@tanstack/react-query";
import { callApi } from "#web/lib/api-client";

/** The newest this many are listed on a customer page (the API pages the rest). */
export const CUSTOMER_CERTIFICATES_SHOWN = 50;

export const customerCertificatesKey = (code: string) => [
  "admin",
  "certificates",
  code.toUpperCase(),
];

/** GET /api/admin/certificates?customer=…: one business's certificates, newest first. */
export function customerCertificatesQueryOptions(code: string) {
  return queryOptions({
    queryKey: customerCertificatesKey(code),
    queryFn: ({ signal }) =>
      callApi("adminCertificates", {
        query: { customer: code, page: 1, pageSize: CUSTOMER_CERTIFICATES_SHOWN },
        signal,
      }),
  });
}
