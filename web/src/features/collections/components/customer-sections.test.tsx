// HTTP is a stubbed `fetch` keeping one customer's kiosks in memory and answering like the API.
import type { CollectionItem } from "@filtercycle/contract/collections/admin-collections";
import type { Kiosk } from "@filtercycle/contract/kiosks/kiosks";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { renderWithProviders } from "#web/test/render";
import { CustomerKiosksSection } from "../../kiosks/components/customer-kiosks-section";
import { CustomerCollectionsSection } from "./customer-collections-section";

const TERRACE: Kiosk = {
  id: "0b5d2a9e-3f0c-4a57-9d4e-0c8f1f1b2a01",
  customerCode: "FC-1001",
  label: "Terrace",
  serial: "K-0042",
  location: "Roof",
  installedOn: "2025-01-01",
  removedOn: null,
  collections: 1234,
  lastCollectedOn: "2026-11-20",
  modelId: "standard",
  modelName: "Standard kiosk",
  ownCapacityKg: null,
  capacityKg: 10,
  forecast: { fillKg: 6.5, fillPercent: 65, fullOn: "2026-11-30", basis: "history" },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function serveKiosks() {
  const kiosks: Kiosk[] = [{ ...TERRACE }];
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== "GET") sent.push({ method, path: url.pathname, body });
      if (url.pathname === "/api/admin/kiosk-models") {
        return json({
          items: [
            { id: "compact", name: "Compact wall unit", capacityKg: 2, kiosks: 0 },
            { id: "standard", name: "Standard kiosk", capacityKg: 10, kiosks: 1 },
          ],
        });
      }
      if (method === "GET") return json({ items: kiosks });
      if (method === "POST") {
        if (body.serial === "K-0042") {
          return json(
            {
              status: 409,
              title: "Conflict",
              detail: 'Another kiosk already has the serial "K-0042".',
              errors: [{ field: "serial", message: "is already used by another kiosk" }],
            },
            409,
          );
        }
        const kiosk = { ...TERRACE, ...body, id: "new", collections: 0, lastCollectedOn: null };
        kiosks.push(kiosk);
        return json(kiosk, 201);
      }
      const kiosk = kiosks.find((k) => url.pathname.endsWith(k.id)) as Kiosk;
      Object.assign(kiosk, body);
      return json(kiosk);
    }),
  );
  return sent;
}

function renderSection(children: React.ReactNode) {
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  return renderWithProviders(children);
}

describe("customer kiosks section", () => {
  it("lists kiosks, adds one (a taken serial is shown on its field) and marks one removed", async () => {
    const user = userEvent.setup();
    const sent = serveKiosks();
    renderSection(<CustomerKiosksSection customerCode="FC-1001" />);
    const row = (await screen.findByRole("rowheader", { name: "Terrace" })).closest(
      "tr",
    ) as HTMLElement;
    expect(within(row).getByText("In service")).toBeInTheDocument();
    expect(within(row).getByText("1,234")).toBeInTheDocument();
    // Its capacity, expected fill and the day it reaches the pickup threshold, with the basis.
    expect(within(row).getByText("10 kg · Standard kiosk")).toBeInTheDocument();
    expect(within(row).getByText("6.5 kg (65%)")).toBeInTheDocument();
    expect(within(row).getByText("30 Nov 2026")).toBeInTheDocument();
    expect(within(row).getByText("from its visits")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add kiosk" }));
    const dialog = within(screen.getByRole("dialog", { name: "Add a kiosk" }));
    await user.type(dialog.getByLabelText("Label"), "Lobby");
    await user.type(dialog.getByLabelText("Serial"), "K-0042");
    // A day outside the real window (issue 25) is refused before anything is sent.
    await user.type(dialog.getByLabelText("Install date"), "0001-01-01");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByLabelText("Install date")).toHaveAccessibleDescription(
      "The date must be 2000-01-01 or later.",
    );
    expect(sent).toEqual([]);
    await user.clear(dialog.getByLabelText("Install date"));
    await user.type(dialog.getByLabelText("Install date"), "2026-01-15");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(
      await dialog.findByText('Another kiosk already has the serial "K-0042".'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText("Serial")).toHaveAttribute("aria-invalid", "true");
    await user.clear(dialog.getByLabelText("Serial"));
    await user.type(dialog.getByLabelText("Serial"), "K-0043");
    await user.selectOptions(dialog.getByLabelText("Model"), "Compact wall unit");
    expect(dialog.getByText("Leave empty to use the model's 2 kg.")).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Own capacity \(kg\)/), "lots");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("Enter a number of kg from 0.1 to 500.")).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/Own capacity \(kg\)/));
    await user.type(dialog.getByLabelText(/Own capacity \(kg\)/), "1.5");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("rowheader", { name: "Lobby" })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: "POST",
      path: "/api/admin/customers/FC-1001/kiosks",
      body: {
        label: "Lobby",
        serial: "K-0043",
        location: "",
        installedOn: "2026-01-15",
        modelId: "compact",
        capacityKg: 1.5,
      },
    });

    await user.click(screen.getByRole("button", { name: "Mark removed: kiosk Terrace" }));
    const remove = within(screen.getByRole("dialog", { name: "Mark kiosk removed" }));
    await user.type(remove.getByLabelText("Removal date"), "2026-11-21");
    await user.click(remove.getByRole("button", { name: "Mark removed" }));
    await waitFor(() => expect(screen.getByText("Removed 21 Nov 2026")).toBeInTheDocument());
    expect(sent.at(-1)).toEqual({
      method: "PATCH",
      path: `/api/admin/kiosks/${TERRACE.id}`,
      body: { removedOn: "2026-11-21" },
    });
  });
});

describe("customer collections section", () => {
  it("shows the latest collections and links to the filtered list", async () => {
    const item: CollectionItem = {
      id: 1,
      customerCode: "FC-1001",
      customerName: "Chai Corner",
      kioskId: TERRACE.id,
      kioskLabel: "Terrace",
      kioskSerial: "K-0042",
      date: "2026-11-20",
      buttsNumber: 700,
      estimated: false,
      buttsKg: 2.345,
      credit: 29.31,
      ratePerKg: 12.5,
      visit: 1,
    };
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      json({ items: [item], page: 1, pageSize: 5, total: 1 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderSection(<CustomerCollectionsSection customerCode="FC-1001" />);
    const row = (await screen.findByRole("rowheader", { name: "20 Nov 2026" })).closest(
      "tr",
    ) as HTMLElement;
    expect(row.textContent).toBe("20 Nov 2026Terrace (K-0042)7002.345₹29.31");
    expect(screen.queryByText("estimated")).not.toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "View all collections of this customer" }),
    ).toHaveAttribute("href", "/admin/collections?customer=FC-1001");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      "/api/admin/collections?customerCode=FC-1001&page=1&pageSize=5",
    );
  });
});
