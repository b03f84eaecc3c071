import type { Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { service3 as en } from "@filtercycle/contract/messages/en/service3";
import { services } from "@filtercycle/contract/messages/en/services";
import { paths } from "#web/config/paths";
import { HOW_WE_MEASURE_PATH } from "../constants";
import { serviceContent } from "./service-pages";

const LINKS = { primary: paths.contact, secondary: HOW_WE_MEASURE_PATH };

/** /service-3 in `language` (the route's loader). */
export const service3PageContent = (language: Language) =>
  serviceContent(
    textsOf(language, "service3"),
    textsOf(language, "services").faqHeading,
    LINKS,
    language,
  );

/** The English page (tests). */
export const SERVICE_3 = serviceContent(en, services.faqHeading, LINKS, "en");
