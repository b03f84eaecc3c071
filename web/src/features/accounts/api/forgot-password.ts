import { callApi } from "#web/lib/api-client";

/** `POST /api/forgot_password`: the same 200 answer whatever the address (429 when rate-limited). */
export async function requestPasswordReset(email: string): Promise<void> {
  await callApi("forgotPassword", { body: { email } });
}
