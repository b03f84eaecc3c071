import { account } from "./account.ts";
import { auth } from "./auth.ts";
import { collections } from "./collections.ts";
import { collector } from "./collector.ts";
import { common } from "./common.ts";
import { console } from "./console.ts";
import { dashboard } from "./dashboard.ts";
import { esg } from "./esg.ts";
import { money } from "./money.ts";
import { publicPage } from "./publicPage.ts";
import { service } from "./service.ts";
import { site } from "./site.ts";
import { videos } from "./videos.ts";

/**
 * The signed-in product's words (and the screens before login) in this language: what the web
 * loads as its own chunk, only for the language a person reads (docs/decisions/0093).
 */
export const app = {
  auth,
  common,
  dashboard,
  account,
  collector,
  console,
  money,
  collections,
  service,
  esg,
  publicPage,
  videos,
  /** The site frame (header, footer) around the signed-in screens, in the reader's language. */
  site,
} as const;
