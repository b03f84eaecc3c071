import { MediaPage } from "../../features/media/components/media-page";
import { MEDIA_TEXT } from "../../features/media/constants";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => pageMeta(MEDIA_TEXT.title);

export default function MediaRoute() {
  return <MediaPage />;
}
