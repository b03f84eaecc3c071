// HTTP is a stubbed `fetch` answering like GET /api/pickups, GET /api/pickup_requests and
// POST /api/pickup_requests (../testing/fixtures.ts); the real endpoints are covered by the
// pickups area's route tests. axe runs in happy-dom without layout: contrast is left to e2e.
import type { PickupRequest } from "@filtercycle/contract/pickups";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { KIOSK_IDS, pickups } from "../testing/fixtures";
import { json, postedBodies, renderWithQueries, stubServiceApi } from "../testing/render";
import { ServiceTab } from "./service-tab";

const kioskCard = (label: string) =>
  screen.getByRole("heading", { level: 3, name: label }).closest("li") as HTMLElement;
const termsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole("term")
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

const createdRequest: PickupRequest = {
  id: "7a1e0c3d-0000-4000-8000-000000000009",
  kioskId: KIOSK_IDS.entrance,
  kioskLabel: "Entrance",
  reason: "damaged",
  note: "The lid is cracked.",
  status: "requested",
  scheduledOn: null,
  declineReason: "",
  createdAt: "2026-11-23T04:15:00.000Z",
};

async function openDialogFor(label: string) {
  const user = userEvent.setup();
  await screen.findByRole("heading", { level: 3, name: label });
  await user.click(
    within(kioskCard(label)).getByRole("button", { name: `Request a pickup for ${label}` }),
  );
  return { user, dialog: screen.getByRole("dialog", { name: "Request a pickup" }) };
}

describe("the Service tab", () => {
  it("shows each kiosk with its next and last pickup and its open request", async () => {
    stubServiceApi();
    renderWithQueries(<ServiceTab />);
    const entrance = kioskCard(
      (await screen.findByRole("heading", { name: "Entrance" })).textContent ?? "",
    );
    expect(within(entrance).getByText("By the main door")).toBeVisible();
    expect(termsOf(entrance)).toEqual(["Next pickup: 28 Nov 2026", "Last pickup: 13 Nov 2026"]);
    expect(termsOf(kioskCard("Terrace"))).toEqual([
      "Next pickup: Not planned",
      "Last pickup: None yet",
    ]);
    const parking = kioskCard("Parking");
    expect(within(parking).getByText("Pickup scheduled for 26 Nov 2026")).toBeVisible();
    // An open request: no second one.
    expect(within(parking).queryByRole("button", { name: /Request a pickup/ })).toBeNull();
    expect(
      within(entrance).getByRole("button", { name: "Request a pickup for Entrance" }),
    ).toBeVisible();
  });

  it("lists the history with the miss reason and new date, and opens a photo large", async () => {
    stubServiceApi();
    renderWithQueries(<ServiceTab />);
    const table = await screen.findByRole("table", { name: "Service history, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ["13 Nov 2026", "Entrance", "2.450", "Done", "—", ""],
      ["12 Nov 2026", "Parking", "—", "Missed", "Site closed. New date: 14 Nov 2026", "—"],
    ]);
    const thumbnail = within(rows[0] as HTMLElement).getByRole("img", {
      name: "Photo of the pickup at Entrance on 13 Nov 2026",
    });
    expect(thumbnail).toHaveAttribute(
      "src",
      "/api/pickups/5c9b2a10-0000-4000-8000-000000000001/photo",
    );
    await userEvent.click(
      screen.getByRole("button", { name: "Photo of the pickup at Entrance on 13 Nov 2026" }),
    );
    const dialog = screen.getByRole("dialog", {
      name: "Photo of the pickup at Entrance on 13 Nov 2026",
    });
    expect(within(dialog).getByRole("img")).toHaveAttribute("src", thumbnail.getAttribute("src"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends a request and shows its status at once", async () => {
    // Like the API: once sent, the kiosk's answer carries the open request.
    let sent = false;
    const fetchMock = stubServiceApi((url, init) => {
      if (url.pathname === "/api/pickup_requests" && init?.method === "POST") {
        sent = true;
        return json(createdRequest, 201);
      }
      if (url.pathname !== "/api/pickups" || !sent) return undefined;
      return json({
        ...pickups,
        kiosks: pickups.kiosks.map((kiosk) =>
          kiosk.id === KIOSK_IDS.entrance ? { ...kiosk, openRequest: createdRequest } : kiosk,
        ),
      });
    });
    renderWithQueries(<ServiceTab />);
    const { user, dialog } = await openDialogFor("Entrance");
    expect(within(dialog).getByText("By the main door", { exact: false })).toBeVisible();
    const reason = within(dialog).getByRole("combobox", { name: "Reason" });
    expect(
      within(reason)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a reason", "Kiosk full", "Kiosk damaged", "Other"]);
    await user.selectOptions(reason, "Kiosk damaged");
    await user.type(within(dialog).getByRole("textbox", { name: /Note/ }), "The lid is cracked.");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const entrance = kioskCard("Entrance");
    expect(within(entrance).getByText("Pickup requested on 23 Nov 2026")).toBeVisible();
    expect(
      within(entrance).getByText(
        "Pickup requested for Entrance. We will e-mail you when it is scheduled.",
      ),
    ).toBeVisible();
    expect(within(entrance).queryByRole("button", { name: /Request a pickup/ })).toBeNull();
    expect(postedBodies(fetchMock, "/api/pickup_requests")).toEqual([
      { kioskId: KIOSK_IDS.entrance, reason: "damaged", note: "The lid is cracked." },
    ]);
  });

  it("asks for a reason before sending anything", async () => {
    const fetchMock = stubServiceApi();
    renderWithQueries(<ServiceTab />);
    const { user, dialog } = await openDialogFor("Terrace");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(within(dialog).getByRole("combobox", { name: "Reason" })).toHaveAccessibleDescription(
      /Choose a reason\./,
    );
    expect(postedBodies(fetchMock, "/api/pickup_requests")).toEqual([]);
  });

  it("shows the API's 409 message in the dialog, and a 400 under the field it names", async () => {
    let answer = json(
      {
        title: "Conflict",
        status: 409,
        detail: "Terrace already has an open pickup request.",
      },
      409,
    );
    stubServiceApi((url, init) =>
      url.pathname === "/api/pickup_requests" && init?.method === "POST" ? answer : undefined,
    );
    renderWithQueries(<ServiceTab />);
    const { user, dialog } = await openDialogFor("Terrace");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Reason" }), "Other");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(
      await within(dialog).findByText("Terrace already has an open pickup request."),
    ).toBeVisible();

    answer = json(
      {
        title: "Bad Request",
        status: 400,
        detail: "The request is not valid.",
        errors: [{ field: "note", message: "may not contain control characters" }],
      },
      400,
    );
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: /Note/ })).toHaveAccessibleDescription(
        /Note may not contain control characters\./,
      ),
    );
    expect(screen.getByRole("dialog", { name: "Request a pickup" })).toBeVisible();
  });

  it("in staff's support view, names the business on each call and offers no requests", async () => {
    const fetchMock = stubServiceApi();
    renderWithQueries(<ServiceTab customerId="FC-1001" />);
    await screen.findByRole("heading", { level: 3, name: "Entrance" });
    expect(screen.queryByRole("button", { name: /Request a pickup/ })).toBeNull();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(
      urls.some((url) => url.includes("/api/pickups?") && url.includes("customerId=FC-1001")),
    ).toBe(true);
    expect(urls.every((url) => url.includes("customerId=FC-1001"))).toBe(true);
  });

  it("says so when there are no kiosks and no pickups yet", async () => {
    stubServiceApi((url) =>
      url.pathname === "/api/pickups"
        ? json({ kiosks: [], history: { items: [], page: 1, pageSize: 20, total: 0 } })
        : url.pathname === "/api/pickup_requests"
          ? json({ items: [] })
          : undefined,
    );
    renderWithQueries(<ServiceTab />);
    expect(
      await screen.findByText(
        "No kiosks yet. When we install a kiosk at your business, its pickups will show here.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        "No pickups yet. Each visit to your kiosks will be listed here with its weight and photo.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("pages through the history", async () => {
    const fetchMock = stubServiceApi((url) => {
      if (url.pathname !== "/api/pickups") return undefined;
      const page = Number(url.searchParams.get("page"));
      return json({ ...pickups, history: { ...pickups.history, page, total: 45 } });
    });
    renderWithQueries(<ServiceTab />);
    const pager = await screen.findByRole("navigation", { name: "Service history pages" });
    expect(within(pager).getByText("Page 1 of 3")).toBeVisible();
    await userEvent.click(within(pager).getByRole("button", { name: "Next" }));
    expect(await within(pager).findByText("Page 2 of 3")).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).includes("page=2&pageSize=20")),
    ).toBe(true);
  });

  it("has no axe violations, with the request dialog open", async () => {
    stubServiceApi();
    const { container } = renderWithQueries(<ServiceTab />);
    await screen.findByRole("table");
    await openDialogFor("Entrance");
    const result = await axe.run(container.ownerDocument.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
