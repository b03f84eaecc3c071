// Collections held for review on the Collections screen (docs/decisions/0099): the form's 202 and
// the import's held rows. HTTP is a stubbed `fetch` answering like the API; what is recorded and
// credited is tested in api/src/areas/collections/held-collections.routes.test.ts.
import type { HeldCollection } from "@filtercycle/contract/collections/held-collections";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { CollectionsScreen } from "./collections-screen";

const HELD: HeldCollection = {
  id: 4,
  status: "held",
  source: "console",
  customerCode: "FC-9901",
  customerName: "Kiosk Café",
  kioskId: "k-1",
  kioskSerial: "K-H1",
  kioskLabel: "Terrace kiosk",
  date: "2026-11-24",
  visit: 1,
  buttsKg: 9,
  buttsNumber: null,
  credit: 3150,
  usualKg: 2.2,
  reason:
    "9 kg is more than 3 times the kiosk's usual 2.2 kg (the median of its last 5 collections)",
  recordedBy: "Asha",
  recordedAt: "2026-11-24T05:00:00.000Z",
  decidedBy: null,
  decidedAt: null,
  rejectReason: "",
  collectionId: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function serve() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      if (url.pathname === "/api/admin/collections" && method === "POST") return json(HELD, 202);
      if (url.pathname === "/api/admin/collections/import") {
        const dryRun = url.searchParams.get("dryRun") === "true";
        return json(
          {
            dryRun,
            rowCount: 1,
            alreadyRecorded: 0,
            alreadyRecordedRows: [],
            totalCredit: 735,
            totalKg: 2.1,
            importId: dryRun ? null : 3,
            held: 1,
            heldRows: [{ row: 2, reason: HELD.reason, heldId: dryRun ? null : 5 }],
          },
          dryRun ? 200 : 201,
        );
      }
      if (url.pathname === "/api/admin/collections")
        return json({ items: [], page: 1, pageSize: 50, total: 0 });
      return json({ items: [] });
    }),
  );
}

function renderScreen() {
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/admin/collections"]}>
          <CollectionsScreen />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe("collections held for review on the Collections screen", () => {
  it("says a recorded collection was held for review, crediting nothing yet", async () => {
    const user = userEvent.setup();
    serve();
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Record collection" }));
    const form = within(screen.getByRole("dialog", { name: "Record a collection" }));
    await user.type(form.getByLabelText("Kiosk serial"), "K-H1");
    await user.type(form.getByLabelText("Date collected"), "2026-11-24");
    await user.type(form.getByLabelText("Weight (kg)"), "9");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "Held for review: 9 kg at Terrace kiosk, Kiosk Café, on 24 Nov 2026 is well above what the kiosk usually gives. It credits nothing until an admin accepts it on the Overview.",
        { exact: false },
      ),
    ).toBeVisible();
    expect(screen.queryByRole("table", { name: "The collection just recorded" })).toBeNull();
  });

  it("says how many rows of a file are held for review, in the check and after the import", async () => {
    const user = userEvent.setup();
    serve();
    renderScreen();
    const header = "customer_code,kiosk_serial,date,butts_number,butts_kg";
    await user.upload(
      await screen.findByLabelText("CSV file"),
      new File([`${header}\nFC-9901,K-H1,2026-11-22,,2.1\nFC-9901,K-H1,2026-11-23,,8\n`], "f.csv", {
        type: "text/csv",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Check file" }));
    const words =
      "1 row is well above what its kiosk usually gives: it is kept as held for review and credits nothing until an admin accepts it on the Overview.";
    expect(await screen.findByText(words)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Import 1 row" }));
    expect(await screen.findByText("Imported 1 collections.")).toBeVisible();
    expect(screen.getByText(words)).toBeVisible();
  });
});
