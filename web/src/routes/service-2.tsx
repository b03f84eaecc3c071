import { paths } from "../config/paths";
import art from "../features/public-pages/assets/events.svg";
import { ServicePage } from "../features/public-pages/components/service-page";
import { SERVICE_2 } from "../features/public-pages/content/service-2";
import { publicPageMeta } from "../lib/page-meta";
import type { Route } from "./+types/service-2";

export const meta: Route.MetaFunction = () =>
  publicPageMeta({
    title: SERVICE_2.head.title,
    description: SERVICE_2.head.description,
    path: paths.service2,
  });

export default function Service2Route() {
  return <ServicePage content={SERVICE_2} art={art} />;
}
