import { ConsoleNotFound } from "../../features/console/components/console-not-found";
import { CONSOLE_NOT_FOUND_TEXT } from "../../features/console/constants";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  ...pageMeta(CONSOLE_NOT_FOUND_TEXT.title),
  { name: "robots", content: "noindex" },
];

/** A wrong address under /admin/…: the console's own not-found page, with its navigation. */
export default function ConsoleNotFoundRoute() {
  return <ConsoleNotFound />;
}
