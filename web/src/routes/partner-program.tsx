import { partnerApiRoutes } from "@filtercycle/contract/api/partner-routes";
import { paths } from "../config/paths";
import { PartnerProgramPage } from "../features/public-pages/components/partner-program-page";
import { PARTNER_HEAD } from "../features/public-pages/content/partner-program";
import { addApiRoutes } from "../lib/api-client";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/partner-program";

// The earnings example reads the partner rates: only this page carries the route.
addApiRoutes(partnerApiRoutes);

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: PARTNER_HEAD.title,
    description: PARTNER_HEAD.description,
    path: paths.partnerProgram,
  });

export default function PartnerProgramRoute() {
  return <PartnerProgramPage />;
}
