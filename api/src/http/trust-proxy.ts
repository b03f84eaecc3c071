import type { TrustProxy } from "#api/config/trust-proxy.ts";

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. A hop count becomes proxy-addr's own test
 * (`hop < count`): Fastify 5 (5.12 here) ignores a bare number (it fails closed, so every client would
 * share the proxy's address and its limits), and its types do not list one. Addresses/CIDRs are
 * passed as they are (docs/decisions/0048).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting;
}
