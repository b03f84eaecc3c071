import { ConsoleNotFound } from "../../features/console/components/console-not-found";
import { currentAppTexts } from "../../lib/app-texts";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(currentAppTexts().console["notFound.title"]),
  { name: "robots", content: "noindex" },
];

/** A wrong address under /admin/…: the console's own not-found page, with its navigation. */
export default function ConsoleNotFoundRoute() {
  return <ConsoleNotFound />;
}
