// HTTP is a stubbed `fetch` answering like the API (the contract's shapes); the API itself is
// covered by its own tests.
import type { KioskSchedule } from "@filtercycle/contract/pickups/pickups";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { KioskScheduleButton } from "./kiosk-schedule-dialog";

const DEFAULT: KioskSchedule = {
  kioskId: "k1",
  everyDays: 15,
  weekdays: null,
  startsOn: "2026-11-02",
  custom: false,
  paused: false,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });

function serve(schedule: KioskSchedule) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      if (method === "GET") return json(schedule);
      const body = JSON.parse(String(init?.body)) as Omit<KioskSchedule, "kioskId" | "custom">;
      sent.push({ method, path: url.pathname, body });
      return json({ ...schedule, ...body, custom: true });
    }),
  );
  return sent;
}

function renderButton() {
  saveSession({ token: "t", customerId: "", customerName: "Ravi Staff", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <KioskScheduleButton kioskId="k1" label="Terrace" />
      </QueryClientProvider>
    </StrictMode>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a kiosk's pickup schedule", () => {
  it("shows the default, and saves every N days from a date", async () => {
    const sent = serve(DEFAULT);
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "Pickup schedule: kiosk Terrace" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Pickup schedule: Terrace" }));
    expect(await dialog.findByText("Default: every 15 days from install")).toBeInTheDocument();
    expect(dialog.getByRole("radio", { name: "Every few days" })).toBeChecked();
    const every = dialog.getByLabelText(/^Every how many days/);
    expect(every).toHaveValue("15");
    await user.clear(every);
    await user.type(every, "0");
    await user.click(dialog.getByRole("button", { name: "Save schedule" }));
    expect(dialog.getByText("Enter a whole number of days from 1 to 365.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(every);
    await user.type(every, "10");
    const from = dialog.getByLabelText("From");
    await user.clear(from);
    await user.type(from, "2026-12-01");
    await user.click(dialog.getByRole("button", { name: "Save schedule" }));
    expect(
      await dialog.findByText("Schedule saved. Planned pickups follow it from now on."),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: "PUT",
        path: "/api/admin/kiosks/k1/schedule",
        body: { everyDays: 10, weekdays: null, startsOn: "2026-12-01" },
      },
    ]);
  });

  it("saves chosen weekdays, and asks for one before sending", async () => {
    const sent = serve({ ...DEFAULT, everyDays: null, weekdays: [1], custom: true });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole("button", { name: "Pickup schedule: kiosk Terrace" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Pickup schedule: Terrace" }));
    expect(await dialog.findByText("This kiosk has its own schedule.")).toBeInTheDocument();
    expect(dialog.getByRole("radio", { name: "On chosen weekdays" })).toBeChecked();
    const monday = dialog.getByRole("checkbox", { name: "Monday" });
    expect(monday).toBeChecked();
    await user.click(monday);
    await user.click(dialog.getByRole("button", { name: "Save schedule" }));
    expect(dialog.getByText("Choose at least one weekday.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(dialog.getByRole("checkbox", { name: "Tuesday" }));
    await user.click(dialog.getByRole("checkbox", { name: "Friday" }));
    await user.click(dialog.getByRole("button", { name: "Save schedule" }));
    expect(
      await dialog.findByText("Schedule saved. Planned pickups follow it from now on."),
    ).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([
      { everyDays: null, weekdays: [2, 5], startsOn: "2026-11-02" },
    ]);
  });
});
