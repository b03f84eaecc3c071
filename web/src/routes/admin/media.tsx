import { MediaPage } from "../../features/media/components/media-page";
import { mediaTextNow } from "../../features/media/console-words";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => pageMeta(mediaTextNow().title);

export default function MediaRoute() {
  return <MediaPage />;
}
