// HTTP is a stubbed `fetch` answering like the API; the API itself is covered by its own tests.
import type { CollectionItem } from "@filtercycle/contract/collections/admin-collections";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { CollectionsScreen } from "./collections-screen";

const ITEM: CollectionItem = {
  id: 7,
  customerCode: "FC-1001",
  customerName: "Chai Corner",
  kioskId: "0b5d2a9e-3f0c-4a57-9d4e-0c8f1f1b2a01",
  kioskLabel: "Terrace",
  kioskSerial: "K-0042",
  date: "2026-11-20",
  buttsNumber: 9000,
  estimated: true,
  buttsKg: 2.5,
  credit: 31.25,
  ratePerKg: 12.5,
  visit: 1,
};

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });

function serve(handler: Handler = () => undefined, items: CollectionItem[] = [ITEM]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const answer = handler(url, init);
    if (answer) return answer;
    if (url.pathname === "/api/admin/collections" && (init?.method ?? "GET") === "GET") {
      return json({
        items,
        page: Number(url.searchParams.get("page") ?? 1),
        pageSize: Number(url.searchParams.get("pageSize") ?? 50),
        total: 120,
      });
    }
    if (url.pathname.startsWith("/api/admin/customers/")) return json({ items: [] });
    return json({ status: 404, detail: "not stubbed" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderScreen(initial = "/admin/collections") {
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[initial]}>
          <CollectionsScreen />
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const listCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/admin/collections");

describe("collections screen", () => {
  it("lists collections with the estimated badge, exact figures and the filters' export link", async () => {
    const fetchMock = serve();
    renderScreen("/admin/collections?customer=FC-1001&from=2026-11-01&to=2026-11-30&page=2");
    const row = (await screen.findByRole("rowheader", { name: "20 Nov 2026" })).closest("tr");
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText("estimated")).toBeInTheDocument();
    expect(cells.getByText("9,000")).toBeInTheDocument();
    expect(cells.getByText("2.500")).toBeInTheDocument();
    expect(cells.getByText("₹31.25")).toBeInTheDocument();
    expect(screen.getByText("120 collections")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/collections.csv?customerCode=FC-1001&from=2026-11-01&to=2026-11-30",
    );
    const url = listCalls(fetchMock).at(-1);
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      customerCode: "FC-1001",
      from: "2026-11-01",
      to: "2026-11-30",
      page: "2",
      pageSize: "50",
    });
  });

  it("puts the import at the top, above the filters and the list", async () => {
    serve();
    renderScreen();
    const list = await screen.findByRole("rowheader", { name: "20 Nov 2026" });
    const importHeading = screen.getByRole("heading", {
      level: 2,
      name: "Import collections from CSV",
    });
    const filters = screen.getByRole("form", { name: "Filter collections" });
    // DOCUMENT_POSITION_FOLLOWING: the filters and the list come after the import.
    expect(importHeading.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      4,
    );
    expect(importHeading.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(4);
  });

  it("keeps filters and the page in the URL", async () => {
    const user = userEvent.setup();
    serve();
    renderScreen();
    await screen.findByRole("rowheader", { name: "20 Nov 2026" });
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(screen.getByTestId("location")).toHaveTextContent("?page=2");
    await user.type(screen.getByLabelText("Customer code"), "fc-1002");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    // A new filter starts at page 1.
    expect(screen.getByTestId("location")).toHaveTextContent("?customer=FC-1002");
  });

  it("records a collection with only its weight, and shows the API's refusal on the field", async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    serve((url, init) => {
      if (url.pathname === "/api/admin/collections" && init?.method === "POST") {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        if (body.date === "2026-12-31") {
          return json(
            {
              status: 400,
              title: "Bad Request",
              detail: "The date is in the future (today is 2026-11-23).",
              errors: [{ field: "date", message: "is in the future (today is 2026-11-23)" }],
            },
            400,
          );
        }
        return json({ ...ITEM, id: 8 }, 201);
      }
      return undefined;
    });
    renderScreen();
    await screen.findByRole("rowheader", { name: "20 Nov 2026" });
    await user.click(screen.getByRole("button", { name: "Record collection" }));
    const dialog = screen.getByRole("dialog", { name: "Record a collection" });
    const form = within(dialog);
    await user.type(form.getByLabelText("Kiosk serial"), "K-0042");
    await user.type(form.getByLabelText("Date collected"), "2026-12-31");
    await user.type(form.getByLabelText("Weight (kg)"), "2.5");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(
      await form.findByText("Date collected is in the future (today is 2026-11-23)."),
    ).toBeInTheDocument();
    await user.clear(form.getByLabelText("Date collected"));
    await user.type(form.getByLabelText("Date collected"), "2026-11-20");
    await user.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Record a collection" })).not.toBeInTheDocument(),
    );
    expect(posted.at(-1)).toEqual({ kioskSerial: "K-0042", date: "2026-11-20", buttsKg: 2.5 });
  });

  it("confirms a recorded collection in words and shows its row, without a reload", async () => {
    const user = userEvent.setup();
    const NEW: CollectionItem = {
      ...ITEM,
      id: 9,
      kioskLabel: "Lobby",
      kioskSerial: "K-0043",
      date: "2026-11-24",
      buttsKg: 0.62,
      buttsNumber: 2232,
      credit: 7.75,
    };
    let items = [ITEM];
    const fetchMock = serve((url, init) => {
      if (url.pathname === "/api/admin/collections" && init?.method === "POST") {
        items = [NEW, ITEM];
        return json(NEW, 201);
      }
      if (url.pathname === "/api/admin/collections") {
        return json({ items, page: 1, pageSize: 50, total: items.length });
      }
      return undefined;
    });
    renderScreen();
    await screen.findByRole("rowheader", { name: "20 Nov 2026" });
    await user.click(screen.getByRole("button", { name: "Record collection" }));
    const form = within(screen.getByRole("dialog", { name: "Record a collection" }));
    await user.type(form.getByLabelText("Kiosk serial"), "K-0043");
    await user.type(form.getByLabelText("Date collected"), "2026-11-24");
    await user.type(form.getByLabelText("Weight (kg)"), "0.62");
    await user.click(form.getByRole("button", { name: "Save" }));
    const said = await screen.findByText(
      "Recorded 0.62 kg at Lobby, Chai Corner, on 24 Nov 2026: ₹7.75 credited.",
      { exact: false },
    );
    // Announced: the words are in a status (a live region).
    expect(said.closest('[role="status"]')).not.toBeNull();
    const just = within(screen.getByRole("table", { name: "The collection just recorded" }));
    expect(just.getByRole("rowheader", { name: "24 Nov 2026" })).toBeInTheDocument();
    expect(just.getByText("K-0043", { exact: false })).toBeInTheDocument();
    // The list is read again: the new row is in it, with no reload of the page.
    const list = within(screen.getByRole("table", { name: "Collections" }));
    expect(await list.findByRole("rowheader", { name: "24 Nov 2026" })).toBeInTheDocument();
    expect(listCalls(fetchMock).length).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("table", { name: "The collection just recorded" })).toBeNull();
  });

  it("drops the just-recorded row when that collection is deleted", async () => {
    const user = userEvent.setup();
    const NEW: CollectionItem = { ...ITEM, id: 9, date: "2026-11-24", buttsKg: 0.62, credit: 7.75 };
    let items = [ITEM];
    serve((url, init) => {
      if (url.pathname === "/api/admin/collections" && init?.method === "POST") {
        items = [NEW, ITEM];
        return json(NEW, 201);
      }
      if (url.pathname === "/api/admin/collections/9" && init?.method === "DELETE") {
        items = [ITEM];
        return new Response(null, { status: 204 });
      }
      if (url.pathname === "/api/admin/collections") {
        return json({ items, page: 1, pageSize: 50, total: items.length });
      }
      return undefined;
    });
    renderScreen();
    await screen.findByRole("rowheader", { name: "20 Nov 2026" });
    await user.click(screen.getByRole("button", { name: "Record collection" }));
    const form = within(screen.getByRole("dialog", { name: "Record a collection" }));
    await user.type(form.getByLabelText("Kiosk serial"), "K-0042");
    await user.type(form.getByLabelText("Date collected"), "2026-11-24");
    await user.type(form.getByLabelText("Weight (kg)"), "0.62");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("table", { name: "The collection just recorded" }),
    ).toBeInTheDocument();
    const list = within(screen.getByRole("table", { name: "Collections" }));
    await list.findByRole("rowheader", { name: "24 Nov 2026" });
    await user.click(
      list.getByRole("button", { name: "Delete the collection of 24 Nov 2026 at Chai Corner" }),
    );
    await user.click(screen.getByRole("button", { name: "Delete collection" }));
    await waitFor(() =>
      expect(screen.queryByRole("table", { name: "The collection just recorded" })).toBeNull(),
    );
    expect(screen.queryByText(/Recorded 0.62 kg/)).toBeNull();
  });

  it("records a second visit of the day with its visit number; a repeat shows the API's 409", async () => {
    const user = userEvent.setup();
    const posted: { visit?: number }[] = [];
    const repeat =
      "This collection is already recorded: kiosk K-0042 on 2026-11-20, visit 1, 2.500 kg (collection 7). If the kiosk was emptied again that day, record it as visit 2.";
    serve((url, init) => {
      if (url.pathname === "/api/admin/collections" && init?.method === "POST") {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        if (body.visit === undefined) {
          return json({ status: 409, title: "Conflict", detail: repeat }, 409);
        }
        return json({ ...ITEM, id: 8, visit: 2 }, 201);
      }
      return undefined;
    });
    renderScreen();
    await screen.findByRole("rowheader", { name: "20 Nov 2026" });
    await user.click(screen.getByRole("button", { name: "Record collection" }));
    const form = within(screen.getByRole("dialog", { name: "Record a collection" }));
    await user.type(form.getByLabelText("Kiosk serial"), "K-0042");
    await user.type(form.getByLabelText("Date collected"), "2026-11-20");
    await user.type(form.getByLabelText("Weight (kg)"), "2.5");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText(repeat)).toBeInTheDocument();
    await user.type(form.getByLabelText(/Visit of the day/), "0");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(
      form.getByText("Enter a whole number from 1 to 99, or leave it empty."),
    ).toBeInTheDocument();
    await user.clear(form.getByLabelText(/Visit of the day/));
    await user.type(form.getByLabelText(/Visit of the day/), "2");
    await user.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Record a collection" })).not.toBeInTheDocument(),
    );
    expect(posted).toEqual([
      { kioskSerial: "K-0042", date: "2026-11-20", buttsKg: 2.5 },
      { kioskSerial: "K-0042", date: "2026-11-20", buttsKg: 2.5, visit: 2 },
    ]);
  });

  it("checks a form's values before sending", async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderScreen();
    await screen.findByRole("rowheader", { name: "20 Nov 2026" });
    await user.click(screen.getByRole("button", { name: "Record collection" }));
    const form = within(screen.getByRole("dialog", { name: "Record a collection" }));
    // No weight at all is not a collection (issue 25: 0.001 kg on).
    await user.type(form.getByLabelText("Weight (kg)"), "0");
    await user.type(form.getByLabelText(/Number of butts/), "2.5");
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(
      form.getByText("Enter a weight from 0.001 kg to 100000 kg, with at most three decimals."),
    ).toBeInTheDocument();
    expect(
      form.getByText("Enter a whole number of 0 or more, or leave it empty."),
    ).toBeInTheDocument();
    expect(form.getAllByText("This field is required.")).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("deletes a collection only after confirming", async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    serve((url, init) => {
      if (init?.method === "DELETE") {
        deleted.push(url.pathname);
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderScreen();
    await screen.findByRole("rowheader", { name: "20 Nov 2026" });
    await user.click(
      screen.getByRole("button", { name: "Delete the collection of 20 Nov 2026 at Chai Corner" }),
    );
    const dialog = within(screen.getByRole("dialog", { name: "Delete this collection?" }));
    expect(
      dialog.getByText(
        "The collection of 20 Nov 2026 at Chai Corner (2.500 kg) and its credit of ₹31.25 will be removed. The audit log keeps a copy.",
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(deleted).toEqual([]);
    await user.click(
      screen.getByRole("button", { name: "Delete the collection of 20 Nov 2026 at Chai Corner" }),
    );
    await user.click(screen.getByRole("button", { name: "Delete collection" }));
    await waitFor(() => expect(deleted).toEqual(["/api/admin/collections/7"]));
  });

  it("imports a file: the dry run lists every problem, the fixed file imports", async () => {
    const user = userEvent.setup();
    const sent: { dryRun: boolean; body: string }[] = [];
    serve((url, init) => {
      if (url.pathname !== "/api/admin/collections/import") return undefined;
      const body = String(init?.body);
      const dryRun = url.searchParams.get("dryRun") === "true";
      sent.push({ dryRun, body });
      if (body.includes("FC-0000")) {
        return json(
          {
            type: "/problems/unprocessable",
            title: "Unprocessable Content",
            status: 422,
            detail: "The file has 2 problem(s); nothing was imported.",
            problems: [
              { row: 1, column: "customer_code", reason: 'no customer has the code "FC-0000"' },
              { row: 2, column: "butts_kg", reason: "must not be negative" },
            ],
            problemCount: 2,
            problemRows: 2,
          },
          422,
        );
      }
      return json(
        {
          dryRun,
          rowCount: 2,
          alreadyRecorded: 0,
          alreadyRecordedRows: [],
          totalCredit: 31.76,
          totalKg: 3.25,
          importId: dryRun ? null : 4,
        },
        dryRun ? 200 : 201,
      );
    });
    renderScreen();
    await screen.findByRole("rowheader", { name: "20 Nov 2026" });
    const input = screen.getByLabelText("CSV file");
    const header = "customer_code,kiosk_serial,date,butts_number,butts_kg";
    await user.upload(
      input,
      new File([`${header}\nFC-0000,K-1,2026-11-01,,1\nFC-1001,K-1,2026-11-01,,-1\n`], "bad.csv", {
        type: "text/csv",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Check file" }));
    expect(
      await screen.findByText(
        "2 problems found; nothing was imported. Fix them and check the file again.",
      ),
    ).toBeInTheDocument();
    const problems = screen.getByRole("table", { name: "Problems found in the file" });
    const rows = within(problems).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1customer_codeno customer has the code "FC-0000"',
      "2butts_kgmust not be negative",
    ]);
    expect(screen.queryByRole("button", { name: /^Import/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/more rows? ha/)).not.toBeInTheDocument();

    await user.upload(
      input,
      new File(
        [`${header}\nFC-1001,K-1,2026-11-01,,1.25\nFC-1001,K-1,2026-11-02,10,2\n`],
        "good.csv",
        {
          type: "text/csv",
        },
      ),
    );
    await user.click(screen.getByRole("button", { name: "Check file" }));
    expect(
      await screen.findByText("The file is clean: 2 new rows, 3.250 kg, ₹31.76 of credits."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Import 2 rows" }));
    expect(await screen.findByText("Imported 2 collections.")).toBeInTheDocument();
    expect(sent.map((s) => s.dryRun)).toEqual([true, true, false]);
    expect(sent[2]?.body).toContain("FC-1001,K-1,2026-11-02,10,2");
  });

  it("says how many more rows have problems than it lists, and which rows are already recorded", async () => {
    const user = userEvent.setup();
    serve((url, init) => {
      if (url.pathname !== "/api/admin/collections/import") return undefined;
      const body = String(init?.body);
      if (body.includes("junk")) {
        return json(
          {
            type: "/problems/unprocessable",
            title: "Unprocessable Content",
            status: 422,
            detail: "The file has 300 problem(s) in 150 rows; nothing was imported.",
            problems: Array.from({ length: 100 }, (_, i) => ({
              row: i + 1,
              column: "customer_code",
              reason: 'no customer has the code "junk"',
            })),
            problemCount: 300,
            problemRows: 150,
          },
          422,
        );
      }
      if (body.includes("again")) {
        return json(
          {
            type: "/problems/conflict",
            title: "Conflict",
            status: 409,
            detail:
              "Every row of this file (2) is already recorded; importing it again would count its collections twice. Nothing was imported.",
          },
          409,
        );
      }
      return json({
        dryRun: true,
        rowCount: 1,
        alreadyRecorded: 102,
        alreadyRecordedRows: Array.from({ length: 100 }, (_, i) => ({
          row: i + 2,
          collectionId: 500 + i,
        })),
        totalCredit: 15.63,
        totalKg: 1.25,
        importId: null,
      });
    });
    renderScreen();
    await screen.findByRole("rowheader", { name: "20 Nov 2026" });
    const input = screen.getByLabelText("CSV file");
    const check = async (name: string, text: string) => {
      await user.upload(input, new File([text], name, { type: "text/csv" }));
      await user.click(screen.getByRole("button", { name: "Check file" }));
    };

    await check("junk.csv", "junk");
    expect(
      await screen.findByText(
        "The first 100 rows with problems are listed, and 50 more rows have problems.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^300 problems found/)).toBeInTheDocument();

    await check("extended.csv", "extended");
    expect(
      await screen.findByText("102 rows are already recorded and will not be imported again."),
    ).toBeInTheDocument();
    const recorded = screen.getByRole("table", { name: "Rows already recorded (skipped)" });
    expect(within(recorded).getAllByRole("row")[1]?.textContent).toBe("2#500");
    expect(screen.getByText("and 2 more")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import 1 row" })).toBeInTheDocument();

    await check("again.csv", "again");
    expect(
      await screen.findByText(
        "Every row of this file (2) is already recorded; importing it again would count its collections twice. Nothing was imported.",
      ),
    ).toBeInTheDocument();
  });
});
