// The mail area's public file: what other areas may use (decision 0082). Another area
// imports only this file; scripts/codemods/area-public-files.mjs adds what they need.
export type { Mailer, MailMessage } from "./mailer.ts";
export {
  alreadyHasLoginEmail,
  type Email,
  invitationEmail,
  layout,
  plain,
  staffInvitationEmail,
} from "./templates.ts";
