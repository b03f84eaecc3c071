import { paths } from "../config/paths";
import { PartnerProgramPage } from "../features/public-pages/components/partner-program-page";
import { PARTNER_HEAD } from "../features/public-pages/content/partner-program";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/partner-program";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: PARTNER_HEAD.title,
    description: PARTNER_HEAD.description,
    path: paths.partnerProgram,
  });

export default function PartnerProgramRoute() {
  return <PartnerProgramPage />;
}
