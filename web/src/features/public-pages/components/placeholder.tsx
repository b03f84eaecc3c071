import type { ReactNode } from "react";
import { PLACEHOLDER_TEXT } from "../constants";

/**
 * Where real facts (names, awards) must come from the company: a visibly marked gap a deployer
 * fills, never an invented fact (docs/decisions/0030).
 */
export function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 rounded-2xl border-2 border-dashed border-forest/30 bg-white/60 p-6">
      <p className="text-sm font-semibold tracking-wider text-ink/70 uppercase">
        {PLACEHOLDER_TEXT.label}
      </p>
      <div className="mt-2 leading-7 text-ink/80">{children}</div>
      <p className="mt-2 text-sm text-ink/70">{PLACEHOLDER_TEXT.note}</p>
    </div>
  );
}
