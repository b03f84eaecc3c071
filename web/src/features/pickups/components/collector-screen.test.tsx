// HTTP is a stubbed `fetch` answering like the API; "no network" is fetch rejecting, as a browser
// does offline. No fake IndexedDB is installed: the screen gets a queue on an in-memory store.
import type { Stop } from "@filtercycle/contract/pickups/pickups";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getLoginId, saveLoginId } from "#web/lib/business-role-storage";
import { getCustomerName, saveSession } from "#web/lib/session-storage";
import { completePickup, missPickup, uploadPickupPhoto } from "../api/pickups";
import { type DayStore, memoryDayStore } from "../hooks/route-day";
import {
  createStopQueue,
  memoryStopStore,
  type QueuedStop,
  type StopStore,
} from "../hooks/stop-queue";
import { stop } from "../testing/fixtures";
import { CollectorScreen } from "./collector-screen";

const FIRST = stop({});
const SECOND = stop({
  id: "00000000-0000-4000-8000-000000000002",
  kioskLabel: "Lobby",
  kioskSerial: "K-0043",
  kioskLocation: "",
});
const THIRD = stop({
  id: "00000000-0000-4000-8000-000000000003",
  customerCode: "FC-1002",
  customerName: "Tea Point",
  kioskLabel: "Gate",
  kioskSerial: "K-0100",
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const RAVI = "0b6f2c1e-5a4d-4f7e-8c21-3d9e0a7b6c11";
const ASHA = "7c2d9e4f-1b3a-4c5d-9e6f-8a7b0c1d2e33";

function serve(
  stops: Stop[] = [FIRST, SECOND, THIRD],
  refuse?: (body: { savedBy?: string }) => Response | undefined,
) {
  const network = { up: true };
  const posts: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      if (!network.up) throw new TypeError("Failed to fetch");
      if ((init?.method ?? "GET") === "GET") {
        return json({ from: "2026-11-23", to: "2026-11-23", stops });
      }
      const body = init?.body instanceof FormData ? "photo" : JSON.parse(String(init?.body));
      posts.push({ path: url.pathname, body });
      return (body !== "photo" && refuse?.(body)) || json(stops[0]);
    }),
  );
  return { network, posts };
}

function renderScreen(
  dayStore: DayStore = memoryDayStore(),
  { store = memoryStopStore(), name = "Ravi Staff", id = RAVI } = {},
) {
  saveSession({ token: "t", customerId: "", customerName: name, role: "admin" });
  saveLoginId(id);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queue = createStopQueue(store, {
    me: () => ({ id: getLoginId(), name: getCustomerName() ?? "" }),
    complete: completePickup,
    uploadPhoto: uploadPickupPhoto,
    miss: missPickup,
  });
  const view = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CollectorScreen staffName={name} queue={queue} dayStore={dayStore} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, queue };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-23T06:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

describe("collector's screen", () => {
  it("shows one stop at a time and sends Done with the weight, count, bag code, its login and photo", async () => {
    const user = userEvent.setup();
    const { posts } = serve();
    renderScreen();
    expect(await screen.findByText("Stop 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Chai Corner" })).toBeInTheDocument();
    expect(screen.getByText("Terrace (K-0042)")).toBeInTheDocument();
    expect(screen.getByText("Roof, by the stairs")).toBeInTheDocument();
    expect(screen.getByText("12 CG Road, Ahmedabad")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Stop 2 of 3")).toBeInTheDocument();
    expect(screen.getByText("Lobby (K-0043)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous" }));

    const weight = screen.getByLabelText("Weight (kg)");
    expect(weight).toHaveAttribute("inputmode", "decimal");
    // No name to type: the record takes the login's.
    expect(screen.queryByLabelText("Collector")).toBeNull();
    expect(screen.getByText("Recorded under your login: Ravi Staff")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.getByText("This field is required.")).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.type(weight, "0.62");
    await user.type(screen.getByLabelText(/^Number counted/), "210");
    await user.type(screen.getByLabelText(/^Bag or seal code/), "B-7");
    const photo = screen.getByLabelText("Take photo");
    expect(photo).toHaveAttribute("capture", "environment");
    await user.upload(photo, new File(["jpeg"], "kiosk.jpg", { type: "image/jpeg" }));
    expect(await screen.findByRole("img", { name: "The chosen photo" })).toBeInTheDocument();
    expect(screen.getByLabelText("Take another photo")).toBe(photo);
    await user.click(screen.getByRole("button", { name: "Done" }));

    expect(await screen.findByText("Terrace, Chai Corner: Sent. Thank you!")).toBeInTheDocument();
    expect(screen.getByText("Stop 2 of 3")).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(posts[0]).toEqual({
      path: `/api/admin/pickups/${FIRST.id}/complete`,
      body: {
        buttsKg: 0.62,
        buttsNumber: 210,
        bagCode: "B-7",
        savedBy: RAVI,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect(posts[1]).toEqual({ path: `/api/admin/pickups/${FIRST.id}/photo`, body: "photo" });
    expect(localStorage.getItem("filtercycle:collector-name")).toBeNull();
  });

  it("marks a stop missed with a reason, a note for Other, and the next day by default", async () => {
    const user = userEvent.setup();
    const { posts } = serve();
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Missed" }));
    const form = within(screen.getByRole("form", { name: "Why was it missed?" }));
    expect(form.getByLabelText("New date")).toHaveValue("24/11/2026");
    await user.selectOptions(form.getByLabelText("Reason"), "Other");
    await user.click(form.getByRole("button", { name: "Save as missed" }));
    expect(form.getByText("Add a note when the reason is Other.")).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText("Reason"), "Kiosk not reachable");
    await user.click(form.getByRole("button", { name: "Save as missed" }));
    expect(await screen.findByText("Terrace, Chai Corner: Sent. Thank you!")).toBeInTheDocument();
    expect(posts).toEqual([
      {
        path: `/api/admin/pickups/${FIRST.id}/miss`,
        body: { reason: "kiosk_not_reachable", note: "", newDate: "2026-11-24", savedBy: RAVI },
      },
    ]);
  });

  it("keeps a stop on the phone while offline and sends it once when the network is back", async () => {
    const user = userEvent.setup();
    const { network, posts } = serve([FIRST]);
    renderScreen();
    await user.type(await screen.findByLabelText("Weight (kg)"), "1.5");
    network.up = false;
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(
      await screen.findByText(
        "Terrace, Chai Corner: Saved on this phone; it will be sent when you are back online.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Waiting to send: 1")).toBeInTheDocument();
    expect(posts).toEqual([]);

    network.up = true;
    // Two triggers at once: only one send.
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.queryByText("Waiting to send: 1")).not.toBeInTheDocument());
    expect(posts.map((p) => p.path)).toEqual([`/api/admin/pickups/${FIRST.id}/complete`]);
    expect(screen.getByText("1 stop sent")).toBeInTheDocument();
  });

  it("says how many stops were sent when the network is back: 2 stops sent", async () => {
    const user = userEvent.setup();
    const { network } = serve([FIRST, SECOND]);
    renderScreen();
    await user.type(await screen.findByLabelText("Weight (kg)"), "1.5");
    network.up = false;
    await user.click(screen.getByRole("button", { name: "Done" }));
    await user.type(await screen.findByLabelText("Weight (kg)"), "0.5");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(await screen.findByText("Waiting to send: 2")).toBeInTheDocument();
    network.up = true;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("2 stops sent")).toBeInTheDocument();
  });

  it("shows the customer's request behind a stop: its reason and note", async () => {
    serve([
      stop({
        ...FIRST,
        requestId: "r1",
        requestReason: "kiosk_full",
        requestNote: "Overflowing since Monday; use the back gate.",
      }),
    ]);
    renderScreen();
    expect(await screen.findByText("The customer's request")).toBeInTheDocument();
    expect(screen.getByText("Kiosk full")).toBeInTheDocument();
    expect(screen.getByText("The customer's note")).toBeInTheDocument();
    expect(screen.getByText("Overflowing since Monday; use the back gate.")).toBeInTheDocument();
  });

  it("never sends another login's stop as this one's; a removed login's stop is held with what an admin needs", async () => {
    const store: StopStore = memoryStopStore();
    const saved = (key: string, savedBy: string, name: string): QueuedStop => ({
      key,
      pickupId: FIRST.id,
      label: "Terrace, Chai Corner",
      savedAt: "2026-11-23T04:00:00.000Z",
      error: null,
      kind: "complete",
      body: { buttsKg: 1.25, buttsNumber: 300, bagCode: "B-9" },
      photo: new Blob(["jpeg"], { type: "image/jpeg" }),
      completed: false,
      savedBy: { id: savedBy, name },
      date: "2026-11-23",
    });
    await store.put(saved("k-removed-0001", RAVI, "Ravi Kumar"));
    await store.put(saved("k-asha-000002", ASHA, "Asha Patel"));
    const gone = "00000000-0000-4000-8000-00000000dead";
    await store.put(saved("k-gone-000003", gone, "Old Collector"));
    const problem = (status: number, detail: string) =>
      new Response(JSON.stringify({ status, detail, title: detail, type: "about:blank" }), {
        status,
        headers: { "content-type": "application/problem+json" },
      });
    const { posts } = serve([FIRST], (body) =>
      body.savedBy === gone
        ? problem(410, "Not sent: the login that saved this stop was removed.")
        : body.savedBy === ASHA
          ? problem(403, "This stop was saved on this phone by another login.")
          : undefined,
    );
    renderScreen(memoryDayStore(), { store, name: "Ravi Kumar", id: RAVI });
    expect(
      await screen.findByText(
        "Terrace, Chai Corner: not sent: the login that saved it (Old Collector) was removed. An admin records it with these details.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Terrace, Chai Corner: saved by Asha Patel; it is sent when Asha Patel logs in on this phone.",
      ),
    ).toBeInTheDocument();
    const held = within(
      screen.getByText(/Old Collector\) was removed/).closest("[role=alert]") as HTMLElement,
    );
    const details = held.getAllByRole("definition").map((d) => d.textContent);
    expect(details).toEqual([
      "23 Nov 2026",
      "23 Nov 2026, 9:30 am",
      "1.250",
      "300",
      "B-9",
      "kept on this phone",
      FIRST.id,
    ]);
    // Ravi's own stop went, as his; Asha's and the removed login's stayed on the phone.
    const completes = posts.filter((p) => p.path.endsWith("/complete"));
    expect(completes.map((p) => (p.body as { savedBy: string }).savedBy).sort()).toEqual(
      [RAVI, ASHA, gone].sort(),
    );
    await waitFor(async () =>
      expect((await store.all()).map((q) => q.key).sort()).toEqual([
        "k-asha-000002",
        "k-gone-000003",
      ]),
    );
    expect(posts.filter((p) => p.body === "photo")).toHaveLength(1);
  });

  it("lists the day's stops with their state beside the current one, with Navigate and Call", async () => {
    const user = userEvent.setup();
    serve([
      stop({ ...FIRST, sitePhone: "+91 98250 12345" }),
      stop({ ...SECOND, status: "done", buttsKg: 0.5 }),
      stop({ ...THIRD, status: "missed", missReason: "site_closed" }),
    ]);
    renderScreen();
    const list = within(await screen.findByRole("region", { name: /^All stops/ }));
    expect(list.getByRole("heading", { level: 2 })).toHaveTextContent("All stops 1 of 3 to do");
    expect(list.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "1.Chai CornerTerraceTo do",
      "2.Chai CornerLobbyDone",
      "3.Tea PointGateMissed",
    ]);
    expect(list.getAllByRole("button")[0]).toHaveAttribute("aria-current", "step");
    // 06:00 UTC is 11:30 in Ahmedabad.
    expect(screen.getByText("Stops loaded 23 Nov 2026, 11:30 am.")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Navigate to Chai Corner (opens maps)" }),
    ).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=Chai%20Corner%2C%2012%20CG%20Road",
    );
    expect(screen.getByRole("link", { name: "Call Chai Corner: +91 98250 12345" })).toHaveAttribute(
      "href",
      "tel:+919825012345",
    );
    await user.click(list.getByRole("button", { name: /Tea Point/ }));
    expect(screen.getByText("Stop 3 of 3")).toBeInTheDocument();
    // No phone saved for this business: no Call link.
    expect(screen.queryByRole("link", { name: /^Call / })).toBeNull();
  });

  it("navigates to the business's saved coordinates when it has them", async () => {
    serve([stop({ ...FIRST, coordinates: { latitude: 23.022505, longitude: 72.571365 } })]);
    renderScreen();
    expect(
      await screen.findByRole("link", { name: "Navigate to Chai Corner (opens maps)" }),
    ).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=23.022505%2C72.571365",
    );
  });

  it("without network shows the day as last loaded, and says when that was", async () => {
    const { network } = serve([]);
    network.up = false;
    const kept = memoryDayStore({
      date: "2026-11-23",
      stops: [FIRST, SECOND],
      loadedAt: "2026-11-23T03:00:00.000Z",
    });
    renderScreen(kept);
    expect(
      await screen.findByText(
        "No network: showing the stops as last loaded 23 Nov 2026, 8:30 am. What you save is kept on this phone.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Stop 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Chai Corner" })).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it("keeps each day it loads, for the next time there is no network", async () => {
    serve([FIRST]);
    const kept = memoryDayStore();
    renderScreen(kept);
    await screen.findByText("Stop 1 of 1");
    await waitFor(async () =>
      expect(await kept.get()).toEqual({
        date: "2026-11-23",
        // The phone's copy carries no money.
        stops: [(({ credit: _money, ...rest }) => rest)(FIRST)],
        loadedAt: "2026-11-23T06:00:00.000Z",
      }),
    );
  });

  it("has no axe violations", async () => {
    serve();
    const { container } = renderScreen();
    await screen.findByText("Stop 1 of 3");
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
