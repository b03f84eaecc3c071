// The Green Impact tab's tables and calendar for a login that chose Gujarati (issue 29): the same
// answers as dashboard-page.test.tsx, the words, month and weekday names in Gujarati.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { showAppIn } from "#web/lib/app-texts";
import { renderWithProviders, stubApi } from "../testing/render";
import { DashboardPage } from "./dashboard-page";

afterEach(() => setAppLanguage("en"));

describe("the Green Impact tab in Gujarati", () => {
  it("names the table's dates in Gujarati, and its calendar shows Gujarati months and weekdays", async () => {
    await showAppIn("gu");
    stubApi();
    renderWithProviders(<DashboardPage />, { path: "/dashboard" });
    const cigarette = (await screen.findByRole("heading", { name: "સિગારેટનાં ઠૂંઠાંનું કલેક્શન" })).closest(
      "section",
    ) as HTMLElement;
    expect(within(cigarette).getByText("આ મહિનો, ગયો મહિનો અને શરૂઆતથી આજ સુધી")).toBeInTheDocument();

    const input = within(cigarette).getByRole("textbox", {
      name: "કલેક્શન કોષ્ટકની શરૂઆતની તારીખ",
    });
    expect(input).toHaveAttribute("placeholder", "શરૂઆતની તારીખ પસંદ કરો");
    await userEvent.type(input, "2025-01-15{Enter}");
    await userEvent.click(
      within(cigarette).getByRole("button", {
        name: "કૅલેન્ડરમાંથી કલેક્શન કોષ્ટકની શરૂઆતની તારીખ પસંદ કરો",
      }),
    );
    const calendar = await within(cigarette).findByRole("dialog", {
      name: "કલેક્શન કોષ્ટકની શરૂઆતની તારીખ",
    });
    // The calendar's code loads on first open: on a loaded machine that takes longer than
    // Testing Library's 1 s default.
    const grid = await within(calendar).findByRole(
      "grid",
      { name: "જાન્યુઆરી 2025" },
      { timeout: 10_000 },
    );
    // The weekday heads (hidden from screen readers, which hear each day's full name), Monday first.
    expect([...grid.querySelectorAll("thead th")].map((head) => head.textContent)).toEqual([
      "સોમ",
      "મંગળ",
      "બુધ",
      "ગુરુ",
      "શુક્ર",
      "શનિ",
      "રવિ",
    ]);
    expect(within(calendar).getByRole("button", { name: "આગલો મહિનો" })).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole("button", { name: "20 જાન્યુઆરી 2025" }));
    expect(input).toHaveValue("20/01/2025");
    expect(within(cigarette).queryByRole("dialog")).not.toBeInTheDocument();
  });
});
