import type { FastifyInstance } from "fastify";

/**
 * Logs in through the real `POST /api/customer_login` and returns the `Cookie` header value
 * of the session it set, for calls made as that user.
 */
export async function sessionCookieFor(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/customer_login",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ email, password }),
  });
  if (res.statusCode !== 200) throw new Error(`login as ${email} answered ${res.statusCode}`);
  const cookie = res.cookies.find((c) => c.name.endsWith("session_token"));
  if (!cookie) throw new Error(`login as ${email} set no session cookie`);
  return `${cookie.name}=${cookie.value}`;
}
