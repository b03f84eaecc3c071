import { account } from "./account.ts";
import { auth } from "./auth.ts";
import { certificate } from "./certificate.ts";
import { collections } from "./collections.ts";
import { contact } from "./contact.ts";
import { dashboard } from "./dashboard.ts";
import { esg } from "./esg.ts";
import { forms } from "./forms.ts";
import { home } from "./home.ts";
import { mail } from "./mail.ts";
import { money } from "./money.ts";
import { partner } from "./partner.ts";
import { publicPage } from "./publicPage.ts";
import { service } from "./service.ts";
import { site } from "./site.ts";
import { videos } from "./videos.ts";

/** The English catalogue (the source every translation follows), one area per file. */
export const en = {
  site,
  home,
  contact,
  forms,
  certificate,
  partner,
  mail,
  auth,
  dashboard,
  account,
  money,
  collections,
  service,
  esg,
  publicPage,
  videos,
} as const;
