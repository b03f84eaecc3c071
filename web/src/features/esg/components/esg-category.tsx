import {
  BRSR_WASTE_CATEGORIES,
  type BrsrWasteCategory,
  type EsgPack,
} from "@filtercycle/contract/esg/esg";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Alert } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { useAppTexts } from "#web/lib/app-texts";
import { DASHBOARD_QUERY_ROOT } from "#web/lib/dashboard-query-root";
import { saveEsgCategory } from "../api/get-esg-pack";

/**
 * The BRSR category the business files its butts under, with the guidance: an owner chooses
 * with radio buttons and Save; a viewer (and staff in the support view) read it.
 */
export function EsgCategory({ brsr, canChoose }: { brsr: EsgPack["brsr"]; canChoose: boolean }) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<BrsrWasteCategory | null>(null);
  const selected = choice ?? brsr.category;
  const save = useMutation({
    mutationFn: (category: BrsrWasteCategory) => saveEsgCategory({ category }),
    onSuccess: async () => {
      setChoice(null);
      // Every year's pack names the category.
      await queryClient.invalidateQueries({ queryKey: [DASHBOARD_QUERY_ROOT, "esg"] });
    },
  });
  const legendId = useId();
  const guidanceId = useId();
  const t = useAppTexts().esg;

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) save.mutate(selected);
      }}
    >
      <fieldset aria-labelledby={legendId} aria-describedby={guidanceId} disabled={!canChoose}>
        <legend id={legendId} className="font-semibold text-forest">
          {t["brsr.chooseLegend"]}
        </legend>
        <p id={guidanceId} className="mt-1 text-sm text-ink/75">
          {t["brsr.guidance"]}
        </p>
        <div className="mt-3 flex flex-col gap-2">
          {BRSR_WASTE_CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-2 text-ink">
              <input
                type="radio"
                name="brsr-category"
                value={category}
                checked={selected === category}
                onChange={() => {
                  setChoice(category);
                  save.reset();
                }}
                className="size-4 accent-forest focus-ring"
              />
              {t[`brsr.${category}`]}
            </label>
          ))}
        </div>
      </fieldset>
      {canChoose ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            size="sm"
            busy={save.isPending}
            busyLabel={t["brsr.saving"]}
            disabled={!choice || choice === brsr.category}
          >
            {t["brsr.save"]}
          </Button>
          <output aria-live="polite" className="text-sm text-forest">
            {save.isSuccess ? t["brsr.saved"] : ""}
          </output>
        </div>
      ) : (
        <p className="text-sm text-ink/75">{t["brsr.viewerNote"]}</p>
      )}
      {save.isError ? (
        <Alert tone="error">
          {t["brsr.saveFailed"]} {save.error.message}
        </Alert>
      ) : null}
    </form>
  );
}
