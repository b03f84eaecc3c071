import type {
  ContactMessageRequest,
  PartnerApplicationRequest,
} from "@filtercycle/contract/enquiries";
import { postJson } from "../../../lib/api-client";

/** POST /api/contact_messages. Rejects with an ApiError (400 field errors, 429, network). */
export async function sendContactMessage(message: ContactMessageRequest): Promise<void> {
  await postJson("contact_messages", message);
}

/** POST /api/partner_applications. Rejects like sendContactMessage. */
export async function sendPartnerApplication(
  application: PartnerApplicationRequest,
): Promise<void> {
  await postJson("partner_applications", application);
}
