// The period bar in a router stub: the chosen period lives in the URL (useChosenPeriod).
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PeriodBar } from "./period-bar";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  // 23 Nov 2026 in Kolkata.
  vi.setSystemTime(new Date("2026-11-23T06:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderBar(path = "/dashboard") {
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => (
        <>
          <PeriodBar />
          <Location />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const shown = () => screen.getByText(/compared with/);
const location = () => screen.getByTestId("location");

describe("the period bar", () => {
  it("shows this month so far by default, compared with the same days of last month", () => {
    renderBar();
    expect(screen.getByRole("button", { name: "This month" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(shown()).toHaveTextContent(
      "1 Nov 2026 – 23 Nov 2026, compared with 1 Oct 2026 – 23 Oct 2026",
    );
  });

  it("puts each preset in the URL and shows its range", async () => {
    renderBar("/dashboard?tab=collections&page=3");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Last month" }));
    expect(location()).toHaveTextContent(/^\/dashboard\?tab=collections&period=last-month$/);
    expect(shown()).toHaveTextContent(
      "1 Oct 2026 – 31 Oct 2026, compared with 1 Sep 2026 – 30 Sep 2026",
    );
    await user.click(screen.getByRole("button", { name: "This financial year" }));
    expect(location()).toHaveTextContent("period=this-fy");
    expect(shown()).toHaveTextContent(
      "1 Apr 2026 – 23 Nov 2026, compared with 1 Apr 2025 – 23 Nov 2025",
    );
    await user.click(screen.getByRole("button", { name: "Last financial year" }));
    expect(location()).toHaveTextContent("period=last-fy");
    expect(shown()).toHaveTextContent(
      "1 Apr 2025 – 31 Mar 2026, compared with 1 Apr 2024 – 31 Mar 2025",
    );
    // The default leaves the URL clean.
    await user.click(screen.getByRole("button", { name: "This month" }));
    expect(location()).toHaveTextContent(/^\/dashboard\?tab=collections$/);
  });

  it("takes two custom dates, refuses an end before the start, and keeps them in the URL", async () => {
    renderBar();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Custom" }));
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    expect(from).toHaveValue("2026-11-01");
    expect(to).toHaveValue("2026-11-23");

    await user.clear(from);
    await user.type(from, "2026-11-10");
    await user.clear(to);
    await user.type(to, "2026-11-05");
    await user.click(screen.getByRole("button", { name: "Show period" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Choose two dates, the second not before the first.",
    );
    expect(from).toHaveAccessibleDescription("Choose two dates, the second not before the first.");
    expect(location()).toHaveTextContent(/^\/dashboard$/);

    await user.clear(to);
    await user.type(to, "2026-11-19");
    await user.click(screen.getByRole("button", { name: "Show period" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(location()).toHaveTextContent("/dashboard?period=custom&from=2026-11-10&to=2026-11-19");
    // Ten days, compared with the ten days before.
    expect(shown()).toHaveTextContent(
      "10 Nov 2026 – 19 Nov 2026, compared with 31 Oct 2026 – 9 Nov 2026",
    );
  });

  it("reads a shared link, and falls back to this month for a range that is not real", () => {
    renderBar("/dashboard?period=custom&from=2026-02-30&to=2026-03-05");
    expect(shown()).toHaveTextContent(
      "1 Nov 2026 – 23 Nov 2026, compared with 1 Oct 2026 – 23 Oct 2026",
    );
  });

  it("has no axe violations with the dates open", async () => {
    const { container } = renderBar();
    await userEvent.click(screen.getByRole("button", { name: "Custom" }));
    const result = await axe.run(container.ownerDocument.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
