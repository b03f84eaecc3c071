import { messageResponseSchema } from "@filtercycle/contract/accounts";
import { postJson } from "../../../lib/api-client";

/** `POST /api/forgot_password`: the same 200 answer whatever the address (429 when rate-limited). */
export async function requestPasswordReset(email: string): Promise<void> {
  await postJson(
    "forgot_password",
    { email },
    { parse: (data) => messageResponseSchema.parse(data) },
  );
}
