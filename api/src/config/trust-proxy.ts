import { isIP } from "node:net";

/**
 * Which hops in front of the app may say who the client is (Fastify's `trustProxy`): `false`
 * (none: the socket's address is the client's), a number of proxies, or their addresses/CIDRs.
 * Never "every hop": the left-most X-Forwarded-For is written by the client, so trusting it
 * let anyone choose their address and escape every per-address limit (docs/decisions/0048).
 */
export type TrustProxy = false | number | string[];

export type TrustProxyParse = { ok: true; value: TrustProxy } | { ok: false; problem: string };

const EVERY_HOP_REFUSED =
  "`true` would trust every hop, so a client could choose its own address with X-Forwarded-For; " +
  "set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)";

function isAddressOrCidr(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(raw: string | undefined): TrustProxyParse {
  const text = (raw ?? "").trim();
  if (text === "" || text === "false" || text === "0") return { ok: true, value: false };
  if (text === "true") return { ok: false, problem: EVERY_HOP_REFUSED };
  if (/^\d+$/.test(text)) return { ok: true, value: Number(text) };
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0 || entries.length === 0) {
    return {
      ok: false,
      problem: `not a hop count or a list of IP addresses/CIDRs: ${bad.join(", ") || text}`,
    };
  }
  return { ok: true, value: entries };
}
