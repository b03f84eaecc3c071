// The console's media words in Gujarati and Hindi (issue 29; consoleMedia): the upload form and
// the event types' heading in the staff's language.
import type { Language } from "@filtercycle/contract/languages";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { loadAppTexts } from "#web/lib/app-texts";
import { loadConsoleTexts } from "#web/lib/console-texts";
import { saveSession } from "#web/lib/session-storage";
import { renderWithProviders } from "#web/test/render";
import { UploadForm } from "./upload-form";

async function renderIn(language: Language) {
  await loadAppTexts(language);
  await loadConsoleTexts(language);
  setAppLanguage(language);
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [] }), {
          headers: { "content-type": "application/json" },
        }),
    ),
  );
  renderWithProviders(<UploadForm customerCode="FC-1001" />);
}

afterEach(() => {
  setAppLanguage("en");
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the console's media upload form in the staff's language", () => {
  it("reads in Gujarati", async () => {
    await renderIn("gu");
    expect(screen.getByRole("heading", { name: "ફાઇલ અપલોડ કરો" })).toBeInTheDocument();
    expect(screen.getByText("મરજિયાત: આ કાર્યક્રમ વિશેની પોસ્ટ કે પેજ.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "અપલોડ કરો" })).toBeInTheDocument();
  });

  it("reads in Hindi", async () => {
    await renderIn("hi");
    expect(screen.getByRole("heading", { name: "फ़ाइल अपलोड करें" })).toBeInTheDocument();
    expect(screen.getByText("संबंधित लिंक")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "अपलोड करें" })).toBeInTheDocument();
  });
});
