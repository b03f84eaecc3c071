import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useCanIssue } from "#web/hooks/use-can-issue";
import { useViewedCustomer } from "#web/hooks/use-viewed-customer";
import { useAppLanguage } from "#web/lib/app-language";
import { useAppTexts } from "#web/lib/app-texts";
import { greenImpactQueryOptions } from "#web/lib/green-impact-query";
import { loadCertificate, prefetchCertificate } from "../load-certificate";

/**
 * "Download Green Certificate" (SPEC.md §2; PRODUCT.md: a one-page landscape certificate made in
 * the browser from the facts the API issues on each press, issue 15). pdf-lib and the fonts load
 * only when it is pressed. Before the figures arrive it
 * is disabled: a certificate needs them. Like the reports, a failure is logged and the button
 * returns to idle (SPEC.md §8).
 */
export function CertificateButton() {
  const customerId = useViewedCustomer();
  // The certificate is drawn in the reader's language (issue 29), as the screen around it.
  const language = useAppLanguage();
  // The dashboard's header asks for the same figures: one query, shared through the cache.
  const impact = useQuery(greenImpactQueryOptions(customerId));
  const [state, setState] = useState<"idle" | "loading">("idle");
  const t = useAppTexts().dashboard;
  const canIssue = useCanIssue();
  const noteId = useId();

  const onClick = async () => {
    setState("loading");
    try {
      const { downloadCertificate } = await loadCertificate();
      await downloadCertificate(customerId, language);
      setState("idle");
    } catch (error) {
      console.error("The green certificate could not be made.", error);
      setState("idle");
    }
  };

  const button = (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={canIssue ? prefetchCertificate : undefined}
      onFocus={canIssue ? prefetchCertificate : undefined}
      disabled={!canIssue || !impact.data || state === "loading"}
      aria-busy={state === "loading"}
      aria-describedby={canIssue ? undefined : noteId}
      className="rounded-full bg-leaf px-5 py-2 font-semibold text-white hover:bg-forest focus-ring disabled:cursor-not-allowed disabled:opacity-60"
    >
      {state === "loading" ? t["certificate.loading"] : t["certificate.button"]}
    </button>
  );
  if (canIssue) return button;
  // A viewer or staff in the support view: the button says why it does nothing.
  return (
    <div className="flex flex-col items-start gap-1">
      {button}
      <p id={noteId} className="text-sm text-ink/70">
        {t["certificate.ownerOnly"]}
      </p>
    </div>
  );
}
