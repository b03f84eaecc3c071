// The mail area's public file: what other areas, app.ts and area-wiring.ts may use (decision
// 0082). They import only this file; scripts/codemods/area-public-files.mjs adds what they need.
export { createMailer, type Mailer, type MailMessage } from "./mailer.ts";
export {
  alreadyHasLoginEmail,
  collectorInvitationEmail,
  type Email,
  invitationEmail,
  layout,
  linkIn,
  passwordResetEmail,
  plain,
  staffInvitationEmail,
} from "./templates.ts";
