import type { CollectionItem } from "@filtercycle/contract/collections/admin-collections";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { useAppLanguage } from "#web/lib/app-language";
import { formatDay, formatKg, formatRupees } from "#web/lib/format";
import { useDeleteCollectionText } from "../constants";
import { useDeleteCollection } from "../hooks/use-collections";

/** Asks before deleting a collection (and its credit); Cancel has the focus. */
export function DeleteCollectionDialog({
  collection,
  onClose,
  onDeleted,
}: {
  collection: CollectionItem;
  onClose: () => void;
  /** After the API has deleted it (the screen drops it from what it shows besides the list). */
  onDeleted?: (collection: CollectionItem) => void;
}) {
  const language = useAppLanguage();
  const T = useDeleteCollectionText();
  const remove = useDeleteCollection();
  return (
    <ConfirmDialog
      heading={T.heading}
      confirmLabel={T.confirm}
      cancelLabel={T.cancel}
      busyLabel={T.deleting}
      busy={remove.isPending}
      error={remove.isError ? `${T.failed} ${remove.error.message}` : null}
      onConfirm={() =>
        remove.mutate(collection.id, {
          onSuccess: () => {
            onDeleted?.(collection);
            onClose();
          },
        })
      }
      onClose={onClose}
    >
      <p>
        {T.body(
          formatDay(collection.date, language),
          collection.customerName,
          formatKg(collection.buttsKg),
          formatRupees(collection.credit),
        )}
      </p>
    </ConfirmDialog>
  );
}
