import type { Pickup } from "@filtercycle/contract/pickups/pickups";
import { useId, useState } from "react";
import { Button } from "#web/components/ui/button";
import { Dialog } from "#web/components/ui/dialog";
import { useAppLanguage } from "#web/lib/app-language";
import { fill, useAppTexts } from "#web/lib/app-texts";
import { formatDay } from "#web/lib/format";

/**
 * A done pickup's photo: a thumbnail button (the server's small copy, named by the photo's alt
 * text, which says whose kiosk and which day) that opens the whole photo in a dialog.
 */
export function PickupPhoto({
  pickup,
  url,
  thumbnailUrl,
}: {
  pickup: Pickup;
  url: string;
  thumbnailUrl: string | null;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const t = useAppTexts().service;
  const locale = useAppLanguage();
  const alt = fill(t["history.photoAlt"], {
    kiosk: pickup.kioskLabel,
    day: formatDay(pickup.date, locale),
  });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block overflow-hidden rounded-md border border-forest/15 focus-ring"
      >
        <img
          src={thumbnailUrl ?? url}
          alt={alt}
          width={48}
          height={48}
          loading="lazy"
          className="size-12 object-cover"
        />
      </button>
      {open ? (
        <Dialog
          labelledBy={headingId}
          onClose={() => setOpen(false)}
          className="w-[min(56rem,calc(100vw-2rem))]"
        >
          <div className="flex flex-col gap-4 p-4 sm:p-6">
            <h2 id={headingId} className="text-lg font-bold break-words text-forest">
              {alt}
            </h2>
            <img src={url} alt={alt} className="max-h-[70vh] w-full rounded-lg object-contain" />
            <Button variant="secondary" className="self-end" onClick={() => setOpen(false)}>
              {t["history.photoClose"]}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
