import { account } from "./account.ts";
import { auth } from "./auth.ts";
import { certificate } from "./certificate.ts";
import { collector } from "./collector.ts";
import { console } from "./console.ts";
import { contact } from "./contact.ts";
import { dashboard } from "./dashboard.ts";
import { forms } from "./forms.ts";
import { home } from "./home.ts";
import { mail } from "./mail.ts";
import { partner } from "./partner.ts";
import { site } from "./site.ts";

/** The Gujarati catalogue, one area per file. */
export const gu = {
  site,
  home,
  contact,
  forms,
  certificate,
  collector,
  console,
  partner,
  mail,
  auth,
  dashboard,
  account,
} as const;
