import type { Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { service2 as en } from "@filtercycle/contract/messages/en/service2";
import { services } from "@filtercycle/contract/messages/en/services";
import { paths } from "#web/config/paths";
import { serviceContent } from "./service-pages";

const LINKS = { primary: paths.contact, secondary: paths.campaign };

/** /service-2 in `language` (the route's loader). */
export const service2PageContent = (language: Language) =>
  serviceContent(
    textsOf(language, "service2"),
    textsOf(language, "services").faqHeading,
    LINKS,
    language,
  );

/** The English page (tests). */
export const SERVICE_2 = serviceContent(en, services.faqHeading, LINKS, "en");
