import { useId } from "react";
import { useMediaText } from "../console-words";
import { MediaList } from "./media-list";
import { UploadForm } from "./upload-form";

/** For the customer's console page: that customer's files, and an upload for them. */
export function CustomerMediaSection({ customerCode }: { customerCode: string }) {
  const MEDIA_TEXT = useMediaText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {MEDIA_TEXT.section.heading}
      </h2>
      <MediaList customerCode={customerCode} />
      <UploadForm customerCode={customerCode} />
    </section>
  );
}
