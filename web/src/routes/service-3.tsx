import { paths } from "../config/paths";
import art from "../features/public-pages/assets/corporate.svg";
import { ServicePage } from "../features/public-pages/components/service-page";
import { SERVICE_3 } from "../features/public-pages/content/service-3";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/service-3";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: SERVICE_3.head.title,
    description: SERVICE_3.head.description,
    path: paths.service3,
  });

export default function Service3Route() {
  return <ServicePage content={SERVICE_3} art={art} />;
}
