import { BRAND } from "@filtercycle/contract/brand";
import { HomePage } from "../features/public-pages/components/home-page";
import { HOME_CONTENT } from "../features/public-pages/constants";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: `${BRAND.name} | ${HOME_CONTENT.title}` },
  { name: "description", content: HOME_CONTENT.description },
];

export default function HomeRoute() {
  return <HomePage />;
}
