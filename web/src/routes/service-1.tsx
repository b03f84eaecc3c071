import { paths } from "../config/paths";
import art from "../features/public-pages/assets/kiosk.svg";
import { ServicePage } from "../features/public-pages/components/service-page";
import { SERVICE_1 } from "../features/public-pages/content/service-1";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/service-1";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: SERVICE_1.head.title,
    description: SERVICE_1.head.description,
    path: paths.service1,
  });

export default function Service1Route() {
  return <ServicePage content={SERVICE_1} art={art} />;
}
