// The Service tab for a login that chose Gujarati or Hindi (issue 29): the answers of
// service-tab.test.tsx (../testing/service-fixtures.ts), the words and month names in the
// login's language; kiosk names are the business's own.
import { formatDayMonth } from "@filtercycle/contract/format";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { showAppIn } from "#web/lib/app-texts";
import { renderWithProviders, stubApi } from "../testing/render";
import { TERRACE_FULL_ON } from "../testing/service-fixtures";
import { ServiceTab } from "./service-tab";

const kioskCard = (label: string) =>
  screen.getByRole("heading", { level: 3, name: label }).closest("li") as HTMLElement;

const historyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

afterEach(() => setAppLanguage("en"));

describe("the Service tab in the login's language", () => {
  it("reads in Gujarati", async () => {
    await showAppIn("gu");
    stubApi();
    renderWithProviders(<ServiceTab />);
    await screen.findByRole("heading", { level: 3, name: "Terrace kiosk" });
    expect(screen.getByRole("heading", { level: 2, name: "તમારાં કિઓસ્ક" })).toBeVisible();
    const terrace = kioskCard("Terrace kiosk");
    expect(within(terrace).getByText("આગલો પિકઅપ").nextSibling).toHaveTextContent("28 નવે 2026");
    expect(within(terrace).getByText("છેલ્લો પિકઅપ").nextSibling).toHaveTextContent("12 નવે 2026");
    expect(
      within(terrace).getByRole("button", { name: "પિકઅપ મંગાવો Terrace kiosk માટે" }),
    ).toBeVisible();
    expect(within(terrace).getByText("અત્યારે અંદાજે ભરાવો").nextSibling).toHaveTextContent(
      "1.3 કિલો (63%)",
    );
    expect(
      within(terrace).getByText(
        `આગલો પિકઅપ લગભગ ${formatDayMonth(TERRACE_FULL_ON, "gu")}ના રોજ, જ્યારે આ કિઓસ્ક આશરે 80% ભરાયેલું હશે`,
      ),
    ).toBeVisible();
    const lobby = kioskCard("Lobby kiosk");
    expect(within(lobby).getByText("આગલો પિકઅપ").nextSibling).toHaveTextContent("હજી નક્કી નથી");
    expect(within(lobby).getByText("26 નવે 2026ના રોજ પિકઅપ નક્કી છે")).toBeVisible();

    const table = screen.getByRole("table", { name: "સેવાનો ઇતિહાસ, નવું પહેલાં" });
    expect(historyRows(table)).toEqual([
      ["તારીખ", "કિઓસ્ક", "કિલો", "સ્થિતિ", "ચૂકી જવાનું કારણ", "ફોટો"],
      ["12 નવે 2026", "Terrace kiosk", "0.620", "થઈ ગયો", "—", ""],
      [
        "28 ઑક્ટો 2026",
        "Terrace kiosk",
        "—",
        "ચૂકી ગયા",
        "જગ્યા બંધ હતી. નવી તારીખ: 30 ઑક્ટો 2026",
        "—",
      ],
    ]);
    expect(
      within(table).getByRole("img", { name: "12 નવે 2026ના રોજ Terrace kiosk પરના પિકઅપનો ફોટો" }),
    ).toBeVisible();
  });

  it("reads in Hindi", async () => {
    await showAppIn("hi");
    stubApi();
    renderWithProviders(<ServiceTab />);
    await screen.findByRole("heading", { level: 3, name: "Terrace kiosk" });
    const terrace = kioskCard("Terrace kiosk");
    expect(within(terrace).getByText("अगला पिकअप").nextSibling).toHaveTextContent("28 नवंबर 2026");
    expect(within(terrace).getByText("अभी अनुमानित भराव").nextSibling).toHaveTextContent(
      "1.3 किलो (63%)",
    );
    expect(
      within(terrace).getByText(
        `अगला पिकअप लगभग ${formatDayMonth(TERRACE_FULL_ON, "hi")} को, जब यह कियोस्क करीब 80% भर जाएगा`,
      ),
    ).toBeVisible();
    expect(within(kioskCard("Lobby kiosk")).getByText("26 नवंबर 2026 को पिकअप तय है")).toBeVisible();
    const table = screen.getByRole("table", { name: "सेवा का इतिहास, नया पहले" });
    expect(historyRows(table).slice(1)).toEqual([
      ["12 नवंबर 2026", "Terrace kiosk", "0.620", "हो गया", "—", ""],
      [
        "28 अक्टूबर 2026",
        "Terrace kiosk",
        "—",
        "नहीं हो सका",
        "जगह बंद थी। नई तारीख: 30 अक्टूबर 2026",
        "—",
      ],
    ]);
  });
});
