import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  customerCertificatesKey,
  customerCertificatesQueryOptions,
} from "../api/get-customer-certificates";
import { revokeCertificate } from "../api/revoke-certificate";

export function useCustomerCertificates(code: string) {
  return useQuery(customerCertificatesQueryOptions(code));
}

/** Revokes, then reads the list afresh (its status column changes). */
export function useRevokeCertificate(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, reason }: { number: string; reason: string }) =>
      revokeCertificate(number, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerCertificatesKey(code) }),
  });
}
