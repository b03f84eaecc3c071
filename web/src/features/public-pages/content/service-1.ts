import type { Language } from "@filtercycle/contract/languages";
import { textsOf } from "@filtercycle/contract/messages/catalogues";
import { service1 as en } from "@filtercycle/contract/messages/en/service1";
import { services } from "@filtercycle/contract/messages/en/services";
import { paths } from "#web/config/paths";
import { serviceContent } from "./service-pages";

const LINKS = { primary: paths.partnerProgram, secondary: paths.contact };

/** /service-1 in `language` (the route's loader). */
export const service1PageContent = (language: Language) =>
  serviceContent(
    textsOf(language, "service1"),
    textsOf(language, "services").faqHeading,
    LINKS,
    language,
  );

/** The English page (tests). */
export const SERVICE_1 = serviceContent(en, services.faqHeading, LINKS, "en");
