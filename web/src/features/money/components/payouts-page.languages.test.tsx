// The payouts screen and the payout batches screen in Gujarati and Hindi (issue 29): headings,
// the requests' table with its status and buttons, the forms and the ledger's table, in the
// staff's language (consolePayouts); names, codes and references stay as they are.
import type { Language } from "@filtercycle/contract/languages";
import type { LedgerEntry } from "@filtercycle/contract/money/admin-ledger";
import type { AdminPayoutRequest } from "@filtercycle/contract/money/money";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { loadAppTexts } from "#web/lib/app-texts";
import { loadConsoleTexts } from "#web/lib/console-texts";
import { saveSession } from "#web/lib/session-storage";
import { PayoutBatchesPage } from "./payout-batches-page";
import { PayoutsPage } from "./payouts-page";

const ENTRY: LedgerEntry = {
  id: 7,
  kind: "adjustment",
  customerCode: "FC-5001",
  customerName: "Ledger Café",
  date: "2025-02-10",
  amount: -50,
  reference: "",
  note: "Double count",
  recordedBy: "Asha",
  createdAt: "2025-02-10T05:00:00.000Z",
};

const REQUEST: AdminPayoutRequest = {
  id: 3,
  amount: 1250.5,
  status: "requested",
  requestedAt: "2025-02-09T05:00:00.000Z",
  requestedBy: "Ravi",
  note: "",
  paidOn: null,
  reference: "",
  declineReason: "",
  customerCode: "FC-5001",
  customerName: "Ledger Café",
  balance: 2000,
} as AdminPayoutRequest;

function serve() {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/admin/payout_requests")
        return json({ items: [REQUEST], page: 1, pageSize: 50, total: 1 });
      if (url.pathname === "/api/admin/payouts")
        return json({ items: [ENTRY], page: 1, pageSize: 50, total: 1 });
      return json({ items: [], page: 1, pageSize: 50, total: 0 });
    }),
  );
}

async function renderIn(language: Language, path: string) {
  await loadAppTexts(language);
  await loadConsoleTexts(language);
  setAppLanguage(language);
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/admin/payouts", element: <PayoutsPage /> },
      { path: "/admin/payouts/batches", element: <PayoutBatchesPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setAppLanguage("en");
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the payouts screens in the staff's language", () => {
  it("reads in Gujarati", async () => {
    serve();
    await renderIn("gu", "/admin/payouts");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("ચુકવણી અને સુધારા");
    expect(screen.getByRole("link", { name: "ચુકવણીના બૅચ" })).toBeInTheDocument();
    const requests = await screen.findByRole("table", { name: "ચુકવણીની વિનંતીઓ" });
    expect(within(requests).getByRole("columnheader", { name: "હાલનું બેલેન્સ" })).toBeVisible();
    expect(within(requests).getByText("વિનંતી થઈ")).toBeInTheDocument();
    expect(
      within(requests).getByRole("button", { name: "FC-5001 માટે ₹1,250.50 મંજૂર કરો" }),
    ).toHaveTextContent("મંજૂર કરો");
    expect(screen.getByRole("region", { name: "ચુકવણી નોંધો" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "સુધારો નોંધો" })).toBeInTheDocument();
    const ledger = await screen.findByRole("table", { name: "ચુકવણી અને સુધારા, સૌથી નવા પહેલાં" });
    expect(within(ledger).getByRole("columnheader", { name: "નોંધનાર" })).toBeVisible();
    expect(within(ledger).getByText("સુધારો")).toBeInTheDocument();
    expect(within(ledger).getByText("Double count")).toBeInTheDocument();
  });

  it("reads in Hindi, the batches screen too", async () => {
    serve();
    await renderIn("hi", "/admin/payouts/batches");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("भुगतान बैच");
    expect(screen.getByRole("link", { name: "भुगतान और समायोजन" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "बैच बनाएँ" })).toBeInTheDocument();
    expect(screen.getByText("जिन मंज़ूर अनुरोधों का भुगतान करना है, उन्हें चुनें।")).toBeInTheDocument();
    expect(await screen.findByLabelText("FC-5001 Ledger Café: ₹1,250.50")).toBeInTheDocument();
    expect(await screen.findByText("अभी कोई बैच नहीं है।")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "इन बैलेंस का बैच बनाएँ" })).toBeInTheDocument();
  });
});
