import { NotFoundPage } from "../features/public-pages/components/not-found-page";
import { NOT_FOUND_TEXT } from "../features/public-pages/constants";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(NOT_FOUND_TEXT.title),
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
