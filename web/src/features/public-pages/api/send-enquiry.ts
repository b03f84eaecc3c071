import type { BodyOf } from "@filtercycle/contract/api/endpoints";
import { callApi } from "#web/lib/api-client";

/** POST /api/contact_messages. Rejects with an ApiError (400 field errors, 429, network). */
export async function sendContactMessage(message: BodyOf<"contactMessage">): Promise<void> {
  await callApi("contactMessage", { body: message });
}

/** POST /api/partner_applications. Rejects like sendContactMessage. */
export async function sendPartnerApplication(
  application: BodyOf<"partnerApplication">,
): Promise<void> {
  await callApi("partnerApplication", { body: application });
}
