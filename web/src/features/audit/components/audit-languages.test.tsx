// The audit log's words in Gujarati and Hindi (issue 29; consoleAudit): a change's table.
import type { Language } from "@filtercycle/contract/languages";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { loadConsoleTexts } from "#web/lib/console-texts";
import { AuditDiff } from "./audit-diff";

async function renderIn(language: Language) {
  await loadConsoleTexts(language);
  setAppLanguage(language);
  render(<AuditDiff before={{ note: "" }} after={{ note: "Bag damp" }} />);
}

afterEach(() => setAppLanguage("en"));

describe("a change in the audit log in the staff's language", () => {
  it("reads in Gujarati", async () => {
    await renderIn("gu");
    expect(screen.getByRole("columnheader", { name: "ખાનું" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "પહેલાં" })).toBeInTheDocument();
    expect(screen.getByText("(ખાલી)")).toBeInTheDocument();
    expect(screen.getByText("Bag damp")).toBeInTheDocument();
  });

  it("reads in Hindi", async () => {
    await renderIn("hi");
    expect(screen.getByRole("columnheader", { name: "बाद में" })).toBeInTheDocument();
    expect(screen.getByText("(खाली)")).toBeInTheDocument();
  });
});
