// The console customer page's kiosks, balance and payee sections in Gujarati and Hindi (issue 29;
// consoleCustomerPage): headings, column names, buttons and statuses in the staff's language;
// labels, serials and names as they are.
import type { Language } from "@filtercycle/contract/languages";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { loadAppTexts } from "#web/lib/app-texts";
import { loadConsoleTexts } from "#web/lib/console-texts";
import { saveSession } from "#web/lib/session-storage";
import { renderWithProviders } from "#web/test/render";
import { CustomerKiosksSection } from "../../kiosks/components/customer-kiosks-section";
import { CustomerBalanceSection } from "../../money/components/customer-balance-section";
import { CustomerPayeeSection } from "../../money/components/customer-payee-section";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

function serve() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path.endsWith("/balance"))
        return json({ balance: 3459.66, credits: 16071.9, payouts: 12612.24, adjustments: 0 });
      if (path.endsWith("/payee"))
        return json({
          accountHolderName: "",
          bankAccountNumber: "",
          ifsc: "",
          upiId: "",
          pan: "",
          gstin: "",
          updatedAt: null,
          updatedBy: null,
        });
      return json({
        items: [
          {
            id: "k1",
            customerCode: "FC-1001",
            label: "K-01",
            serial: "K-3D41CE9409",
            location: "Smoking zone, rear terrace",
            installedOn: "2024-11-28",
            removedOn: null,
            collections: 104,
            lastCollectedOn: "2026-11-26",
          },
        ],
      });
    }),
  );
}

async function renderIn(language: Language) {
  await loadAppTexts(language);
  await loadConsoleTexts(language);
  setAppLanguage(language);
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  serve();
  renderWithProviders(
    <>
      <CustomerKiosksSection customerCode="FC-1001" />
      <CustomerBalanceSection customerCode="FC-1001" />
      <CustomerPayeeSection customerCode="FC-1001" />
    </>,
  );
}

afterEach(() => {
  setAppLanguage("en");
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the customer page's sections in the staff's language", () => {
  it("reads in Gujarati", async () => {
    await renderIn("gu");
    const row = (await screen.findByRole("rowheader", { name: "K-01" })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText("સેવામાં")).toBeInTheDocument();
    expect(within(row).getByText("28 નવે 2024")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "કિઓસ્ક K-01 બદલો" })).toHaveTextContent("બદલો");
    expect(within(row).getByRole("button", { name: "હટાવેલું નોંધો: કિઓસ્ક K-01" })).toBeVisible();
    expect(screen.getByRole("button", { name: "કિઓસ્ક ઉમેરો" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "સીરિયલ નંબર" })).toBeInTheDocument();
    expect(await screen.findByText("કલેક્શનથી મળેલી જમા")).toBeInTheDocument();
    expect(screen.getByText("બેલેન્સ = જમા − ચુકવણી ± સુધારા.")).toBeInTheDocument();
    expect(
      await screen.findByText(
        "હજી ચુકવણી મેળવનારની વિગતો નથી: બૅચમાં ચુકવણી વખતે આ વ્યવસાય અટકેલો દેખાય છે.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "વિગતો બદલો" })).toBeInTheDocument();
  });

  it("reads in Hindi", async () => {
    await renderIn("hi");
    await screen.findByRole("rowheader", { name: "K-01" });
    expect(screen.getByRole("heading", { name: "कियॉस्क" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "हटाया गया दर्ज करें: कियॉस्क K-01" })).toBeVisible();
    expect(await screen.findByText("कलेक्शन से मिला जमा")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "भुगतान पाने वाले का विवरण" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "विवरण बदलें" })).toBeInTheDocument();
  });
});
