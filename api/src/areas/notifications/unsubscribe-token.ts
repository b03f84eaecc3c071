import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind } from "@filtercycle/contract/pickups/pickups";

/** An unsubscribe link works this long after its mail was sent. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

export const UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid or has expired.";

const sign = (secret: string, payload: string) =>
  // A purpose prefix keeps this signature apart from anything else signed with the same secret.
  createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url");

/** `<login>.<kind>.<expiry in epoch seconds>` in base64url, a dot, and its HMAC-SHA256. */
export function unsubscribeToken(
  secret: string,
  userId: string,
  kind: NotificationKind,
  now: Date = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400;
  const payload = Buffer.from(JSON.stringify([userId, kind, expires])).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The login and kind a token names, or null when it is tampered with, malformed or expired. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): { userId: string; kind: NotificationKind } | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [userId, kind, expires] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof userId !== "string" || !NOTIFICATION_KINDS.includes(kind)) return null;
    if (typeof expires !== "number" || expires * 1000 < now.getTime()) return null;
    return { userId, kind };
  } catch {
    return null;
  }
}
