// The Service tab with a stubbed `fetch` (../testing/render.tsx); the real endpoints are covered
// by the API's tests. axe runs in happy-dom without layout: colour contrast is left to e2e.
import { addDays, BUSINESS_TIME_ZONE, todayIn } from "@filtercycle/contract/dates";
import { dayFirstText } from "@filtercycle/contract/day-text";
import { formatDay, formatDayMonth } from "@filtercycle/contract/format";
import type { PickupRequest } from "@filtercycle/contract/pickups/pickups";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { calledUrls, json, renderWithProviders, stubApi } from "../testing/render";
import {
  declinedRequest,
  KIOSK_TERRACE,
  pickups,
  TERRACE_FULL_ON,
} from "../testing/service-fixtures";
import { ServiceTab } from "./service-tab";

const kioskCard = (label: string) =>
  screen.getByRole("heading", { level: 3, name: label }).closest("li") as HTMLElement;

const created: PickupRequest = {
  id: "7a1c2a9e-0000-4000-8000-000000000009",
  kioskId: KIOSK_TERRACE,
  kioskLabel: "Terrace kiosk",
  reason: "kiosk_full",
  note: "Bin is overflowing",
  status: "requested",
  scheduledOn: null,
  preferredOn: null,
  declineReason: "",
  createdAt: "2026-11-23T05:00:00.000Z",
};

const post =
  (answer: () => Response) =>
  (url: URL, init: RequestInit | undefined): Response | undefined =>
    url.pathname === "/api/pickup_requests" && init?.method === "POST" ? answer() : undefined;

async function openDialog() {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole("button", { name: "Request a pickup for Terrace kiosk" }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Request a pickup" });
  return { user, dialog };
}

describe("the Service tab", () => {
  it("shows each kiosk with its next and last pickup and its open request", async () => {
    stubApi();
    renderWithProviders(<ServiceTab />);
    const terrace = await screen.findByRole("heading", { level: 3, name: "Terrace kiosk" });
    const card = terrace.closest("li") as HTMLElement;
    expect(within(card).getByText("Ground floor terrace")).toBeInTheDocument();
    expect(within(card).getByText("Next pickup").nextSibling).toHaveTextContent("28 Nov 2026");
    expect(within(card).getByText("Last pickup").nextSibling).toHaveTextContent("12 Nov 2026");

    const lobby = kioskCard("Lobby kiosk");
    expect(within(lobby).getByText("Next pickup").nextSibling).toHaveTextContent("Not planned");
    expect(within(lobby).getByText("Last pickup").nextSibling).toHaveTextContent("None yet");
    expect(within(lobby).getByText("Pickup scheduled for 26 Nov 2026")).toBeInTheDocument();
    // An open request replaces the button.
    expect(within(lobby).queryByRole("button", { name: /Request a pickup/ })).toBeNull();
  });

  it("says when a kiosk planned by fill is next picked up, and how full it is now", async () => {
    stubApi();
    renderWithProviders(<ServiceTab />);
    await screen.findByRole("heading", { level: 3, name: "Terrace kiosk" });
    const terrace = kioskCard("Terrace kiosk");
    expect(within(terrace).getByText("Expected fill now").nextSibling).toHaveTextContent(
      "1.3 kg (63%)",
    );
    expect(
      within(terrace).getByText(
        `Next pickup around ${formatDayMonth(TERRACE_FULL_ON)}, when this kiosk is about 80% full`,
      ),
    ).toBeVisible();
    // The lobby's request is open: its visit is the request's, no forecast is shown.
    const lobby = kioskCard("Lobby kiosk");
    expect(within(lobby).queryByText(/Next pickup around/)).toBeNull();
    expect(within(lobby).queryByText("Expected fill now")).toBeNull();
  });

  it("a business on its fixed schedule sees the fill, not a pickup by fill", async () => {
    stubApi((url) =>
      url.pathname === "/api/pickups" ? json({ ...pickups, planningMode: "fixed" }) : undefined,
    );
    renderWithProviders(<ServiceTab />);
    await screen.findByRole("heading", { level: 3, name: "Terrace kiosk" });
    const terrace = kioskCard("Terrace kiosk");
    expect(within(terrace).getByText("Expected fill now")).toBeVisible();
    expect(within(terrace).queryByText(/Next pickup around/)).toBeNull();
  });

  it("sends a request and shows its status at once", async () => {
    let sent: unknown;
    // Like the API: once sent, the kiosk's answer carries the open request.
    const fetchMock = stubApi((url, init) => {
      if (url.pathname === "/api/pickups" && sent) {
        return json({
          ...pickups,
          kiosks: pickups.kiosks.map((kiosk) =>
            kiosk.id === KIOSK_TERRACE ? { ...kiosk, openRequest: created } : kiosk,
          ),
        });
      }
      if (url.pathname !== "/api/pickup_requests" || init?.method !== "POST") return undefined;
      sent = JSON.parse(String(init.body));
      return json(created, 201);
    });
    renderWithProviders(<ServiceTab />);
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText("Terrace kiosk")).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a reason", "Kiosk full", "Kiosk damaged", "Other"]);

    // Nothing is sent without a reason.
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(within(dialog).getByLabelText("Reason")).toHaveAccessibleDescription("Choose a reason.");
    expect(calledUrls(fetchMock).filter((call) => call.startsWith("POST"))).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Kiosk full");
    await user.type(within(dialog).getByLabelText(/Note/), "Bin is overflowing");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual({
      kioskId: KIOSK_TERRACE,
      reason: "kiosk_full",
      note: "Bin is overflowing",
    });
    const card = kioskCard("Terrace kiosk");
    expect(within(card).getByText("Pickup requested on 23 Nov 2026")).toBeInTheDocument();
    expect(
      within(card).getByText(
        "Pickup requested for Terrace kiosk. We will e-mail you when it is scheduled.",
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /Request a pickup/ })).toBeNull();
    // The kiosks (with their requests) are read afresh.
    await waitFor(() =>
      expect(
        calledUrls(fetchMock).filter((call) => call.startsWith("GET /api/pickups")),
      ).toHaveLength(2),
    );
  });

  it("says a kiosk's last request was declined, and why, from the kiosk's own last request", async () => {
    stubApi((url) =>
      url.pathname === "/api/pickups"
        ? json({
            ...pickups,
            kiosks: pickups.kiosks.map((kiosk) =>
              kiosk.id === KIOSK_TERRACE ? { ...kiosk, lastRequest: declinedRequest } : kiosk,
            ),
          })
        : undefined,
    );
    renderWithProviders(<ServiceTab />);
    await screen.findByRole("heading", { level: 3, name: "Terrace kiosk" });
    const card = kioskCard("Terrace kiosk");
    expect(
      within(card).getByText(
        "Your request of 14 Nov 2026 was declined: The kiosk was replaced on 15 Nov.",
      ),
    ).toBeInTheDocument();
    // Declined is not open: the kiosk can be asked for again.
    expect(
      within(card).getByRole("button", { name: "Request a pickup for Terrace kiosk" }),
    ).toBeInTheDocument();
    // The lobby's last request is its open one: no declined line there.
    expect(within(kioskCard("Lobby kiosk")).queryByText(/was declined/)).toBeNull();
  });

  it("sends a preferred date typed day first; refuses one in the past before sending", async () => {
    let sent: unknown;
    const today = todayIn(BUSINESS_TIME_ZONE);
    const wanted = addDays(today, 3);
    stubApi((url, init) => {
      if (url.pathname === "/api/pickups" && sent) {
        return json({
          ...pickups,
          kiosks: pickups.kiosks.map((kiosk) =>
            kiosk.id === KIOSK_TERRACE
              ? { ...kiosk, openRequest: { ...created, preferredOn: wanted } }
              : kiosk,
          ),
        });
      }
      if (url.pathname !== "/api/pickup_requests" || init?.method !== "POST") return undefined;
      sent = JSON.parse(String(init.body));
      return json({ ...created, preferredOn: wanted }, 201);
    });
    renderWithProviders(<ServiceTab />);
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Kiosk full");
    const field = within(dialog).getByLabelText(/Preferred date/);
    await user.type(field, dayFirstText(addDays(today, -1)));
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        `The preferred date must not be in the past (today is ${formatDay(today)}).`,
      ),
    );
    expect(sent).toBeUndefined();
    await user.clear(field);
    await user.type(field, dayFirstText(wanted));
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual({
      kioskId: KIOSK_TERRACE,
      reason: "kiosk_full",
      preferredOn: wanted,
      note: "",
    });
    const card = kioskCard("Terrace kiosk");
    expect(
      await within(card).findByText(
        `Pickup requested on 23 Nov 2026, preferred date ${formatDay(wanted)}`,
      ),
    ).toBeInTheDocument();
  });

  it("shows a 409 in the dialog, which stays open", async () => {
    stubApi(
      post(() =>
        json(
          {
            title: "Conflict",
            status: 409,
            detail: "Terrace kiosk already has an open pickup request.",
          },
          409,
        ),
      ),
    );
    renderWithProviders(<ServiceTab />);
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Kiosk damaged");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Terrace kiosk already has an open pickup request.",
    );
    expect(screen.getByRole("dialog", { name: "Request a pickup" })).toBeInTheDocument();
  });

  it("shows a 400 on the field it names", async () => {
    stubApi(
      post(() =>
        json(
          {
            title: "Bad Request",
            status: 400,
            detail: "Invalid body: note",
            errors: [{ field: "note", message: "must be 500 characters or fewer" }],
          },
          400,
        ),
      ),
    );
    renderWithProviders(<ServiceTab />);
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText("Reason"), "Other");
    await user.type(within(dialog).getByLabelText(/Note/), "x");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Note/)).toHaveAccessibleDescription(
        /Note must be 500 characters or fewer\.$/,
      ),
    );
  });

  it("lists the service history with a miss's reason and new date, and the photo", async () => {
    stubApi();
    const user = userEvent.setup();
    renderWithProviders(<ServiceTab />);
    const table = await screen.findByRole("table", { name: "Service history, newest first" });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["12 Nov 2026", "Terrace kiosk", "0.620", "Done", "—", ""],
      ["28 Oct 2026", "Terrace kiosk", "—", "Missed", "Site closed. New date: 30 Oct 2026", "—"],
    ]);
    const thumbnail = within(table).getByRole("img", {
      name: "Photo of the pickup at Terrace kiosk on 12 Nov 2026",
    });
    // The list shows the server's small copy; the dialog opens the whole photo.
    expect(thumbnail).toHaveAttribute(
      "src",
      "/api/pickups/8b1c2a9e-0000-4000-8000-000000000001/photo?size=thumbnail",
    );
    await user.click(
      within(table).getByRole("button", {
        name: "Photo of the pickup at Terrace kiosk on 12 Nov 2026",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Photo of the pickup at Terrace kiosk on 12 Nov 2026",
    });
    expect(within(dialog).getByRole("img")).toHaveAttribute(
      "src",
      "/api/pickups/8b1c2a9e-0000-4000-8000-000000000001/photo",
    );
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says so when there are no kiosks and no pickups yet", async () => {
    stubApi((url) =>
      url.pathname === "/api/pickups"
        ? json({ kiosks: [], history: { items: [], page: 1, pageSize: 20, total: 0 } })
        : undefined,
    );
    renderWithProviders(<ServiceTab />);
    expect(
      await screen.findByText(
        "No kiosks yet. When we install a kiosk at your business, its pickups will show here.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "No pickups yet. Each visit to your kiosks will be listed here with its weight and photo.",
      ),
    ).toBeInTheDocument();
  });

  it("pages through the history", async () => {
    const fetchMock = stubApi((url) =>
      url.pathname === "/api/pickups"
        ? json({ ...pickups, history: { ...pickups.history, total: 45 } })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<ServiceTab />);
    const pager = await screen.findByRole("navigation", { name: "Service history pages" });
    expect(within(pager).getByText("Page 1 of 3")).toBeInTheDocument();
    await user.click(within(pager).getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toContain("GET /api/pickups?page=2&pageSize=20"),
    );
  });

  it("is read-only in staff's support view, asking for that business", async () => {
    const fetchMock = stubApi();
    renderWithProviders(<ServiceTab customerId="FC-1001" />);
    await screen.findByRole("heading", { level: 3, name: "Terrace kiosk" });
    expect(screen.getByText("Pickup scheduled for 26 Nov 2026")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Request a pickup/ })).toBeNull();
    expect(calledUrls(fetchMock).sort()).toEqual([
      "GET /api/pickups?page=1&pageSize=20&customerId=FC-1001",
    ]);
  });

  it("has no axe violations, with the request dialog open", async () => {
    stubApi();
    const { container } = renderWithProviders(<ServiceTab />);
    await screen.findByRole("table", { name: "Service history, newest first" });
    const clean = async () => {
      const result = await axe.run(container.ownerDocument.body, {
        rules: { "color-contrast": { enabled: false } },
      });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    await clean();
    await openDialog();
    await clean();
  });
});
