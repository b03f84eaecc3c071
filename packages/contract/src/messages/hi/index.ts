import { about } from "./about.ts";
import { account } from "./account.ts";
import { answers } from "./answers.ts";
import { auth } from "./auth.ts";
import { awards } from "./awards.ts";
import { blog } from "./blog.ts";
import { campaign } from "./campaign.ts";
import { certificate } from "./certificate.ts";
import { collections } from "./collections.ts";
import { collector } from "./collector.ts";
import { common } from "./common.ts";
import { console } from "./console.ts";
import { consoleScreens } from "./console-screens.ts";
import { contact } from "./contact.ts";
import { dashboard } from "./dashboard.ts";
import { esg } from "./esg.ts";
import { forms } from "./forms.ts";
import { home } from "./home.ts";
import { impactPage } from "./impact-page.ts";
import { legal } from "./legal.ts";
import { mail } from "./mail.ts";
import { money } from "./money.ts";
import { partner } from "./partner.ts";
import { poster } from "./poster.ts";
import { products } from "./products.ts";
import { publicPage } from "./publicPage.ts";
import { reportTemplate } from "./report-template.ts";
import { reports } from "./reports.ts";
import { service } from "./service.ts";
import { service1 } from "./service1.ts";
import { service2 } from "./service2.ts";
import { service3 } from "./service3.ts";
import { services } from "./services.ts";
import { site } from "./site.ts";
import { support } from "./support.ts";
import { supporters } from "./supporters.ts";
import { verify } from "./verify.ts";
import { videos } from "./videos.ts";

/** The Hindi catalogue, one area per file. */
export const hi = {
  site,
  home,
  contact,
  forms,
  certificate,
  collector,
  console,
  partner,
  poster,
  reportTemplate,
  reports,
  impactPage,
  verify,
  blog,
  legal,
  mail,
  auth,
  dashboard,
  account,
  about,
  services,
  service1,
  service2,
  service3,
  products,
  campaign,
  supporters,
  awards,
  support,
  money,
  collections,
  service,
  esg,
  publicPage,
  videos,
  answers,
  common,
  ...consoleScreens,
} as const;
