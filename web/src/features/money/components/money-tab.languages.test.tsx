// The Money tab for a login that chose Gujarati or Hindi (issue 29): the same answers as
// money-tab.test.tsx (../testing/fixtures.ts), its words and month names in the login's language.
// Figures stay Latin digits with Indian grouping; names and references are the data's own.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { showAppIn } from "#web/lib/app-texts";
import { renderWithProviders, stubApi } from "../testing/render";
import { MoneyTab } from "./money-tab";

const NOVEMBER = "/dashboard?tab=money&period=custom&from=2026-11-01&to=2026-11-30";

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

const totalsOf = () =>
  [...screen.getAllByRole("definition")].map(
    (figure) => `${figure.previousElementSibling?.textContent} ${figure.textContent}`,
  );

afterEach(() => setAppLanguage("en"));

describe("the Money tab in the login's language", () => {
  it("reads in Gujarati, with Gujarati month names", async () => {
    await showAppIn("gu");
    stubApi();
    renderWithProviders(<MoneyTab />, { path: NOVEMBER });

    const statement = await screen.findByRole("table", {
      name: "1 નવે 2026 – 30 નવે 2026નું સ્ટેટમેન્ટ, જૂની એન્ટ્રી પહેલાં",
    });
    expect(screen.getByRole("heading", { name: "સ્ટેટમેન્ટ" })).toBeVisible();
    expect(
      screen.getByText("1 નવે 2026 – 30 નવે 2026 (ઉપર પસંદ કરેલો સમયગાળો): બેલેન્સ, કુલ રકમ અને ડાઉનલોડ."),
    ).toBeVisible();
    expect(screen.getByText("શરૂઆતનું બેલેન્સ: ₹1,000.00")).toBeVisible();
    expect(rows(statement)).toEqual([
      ["તારીખ", "વિગત", "પ્રકાર", "રકમ", "બેલેન્સ"],
      [
        "3 નવે 2026",
        "Collection at Terrace kiosk: 0.620 kg at ₹300.00/kg",
        "જમા",
        "+₹186.00",
        "₹1,186.00",
      ],
      ["5 નવે 2026", "UTR123", "ચુકવણી", "-₹400.00", "₹786.00"],
      ["12 નવે 2026", "Weighing correction", "સુધારો", "-₹10.50", "₹775.50"],
      [
        "20 નવે 2026",
        "Collection at Lobby kiosk: 0.251 kg at ₹300.00/kg",
        "જમા",
        "+₹75.30",
        "₹850.80",
      ],
    ]);
    expect(screen.getByLabelText("સમયગાળાનો કુલ હિસાબ")).toBeVisible();
    expect(totalsOf()).toEqual([
      "શરૂઆતનું બેલેન્સ ₹1,000.00",
      "જમા +₹261.30",
      "ચુકવણી -₹400.00",
      "સુધારા -₹10.50",
      "અંતિમ બેલેન્સ ₹850.80",
    ]);
    const downloads = screen.getByRole("navigation", { name: "સ્ટેટમેન્ટ ડાઉનલોડ કરો" });
    expect(within(downloads).getByRole("link", { name: "CSV ડાઉનલોડ કરો" })).toHaveAttribute(
      "href",
      "/api/statement.csv?startDate=2026-11-01&endDate=2026-11-30",
    );

    const requests = await screen.findByRole("table", { name: "ચુકવણીની વિનંતીઓ, નવી પહેલાં" });
    expect(rows(requests)).toEqual([
      ["વિનંતીની તારીખ", "રકમ", "વિનંતી કરનાર", "સ્થિતિ", "વિગત"],
      ["2 નવે 2026", "₹400.00", "Priya Shah", "ચૂકવાઈ ગઈ", "5 નવે 2026ના રોજ ચૂકવાઈ, રેફરન્સ UTR123"],
      [
        "20 ઑક્ટો 2026",
        "₹900.00",
        "Priya Shah",
        "નામંજૂર",
        "કારણ: More than the balance at the time. નોંધ: Before Diwali please",
      ],
    ]);

    // The period bar above them.
    const bar = screen.getByRole("region", { name: "સમયગાળો" });
    expect(
      within(bar)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label") ?? button.textContent),
    ).toEqual([
      "આ મહિનો",
      "ગયો મહિનો",
      "આ નાણાકીય વર્ષ",
      "ગયું નાણાકીય વર્ષ",
      "તારીખો પસંદ કરો",
      "કૅલેન્ડરમાંથી પસંદ કરો",
      "કૅલેન્ડરમાંથી પસંદ કરો",
      "સમયગાળો બતાવો",
    ]);
    // The custom period's two days, typed day first as in English.
    expect(within(bar).getByLabelText("થી")).toHaveValue("01/11/2026");
    expect(within(bar).getByLabelText("સુધી")).toHaveValue("30/11/2026");
    expect(screen.queryByText(/Statement|Payout|Opening balance|Download/)).toBeNull();
  });

  it("reads in Hindi, the months in full", async () => {
    await showAppIn("hi");
    stubApi();
    renderWithProviders(<MoneyTab />, { path: NOVEMBER });

    const statement = await screen.findByRole("table", {
      name: "1 नवंबर 2026 – 30 नवंबर 2026 का स्टेटमेंट, पुरानी एंट्री पहले",
    });
    expect(rows(statement).map((row) => [row[0], row[2]])).toEqual([
      ["तारीख", "प्रकार"],
      ["3 नवंबर 2026", "जमा"],
      ["5 नवंबर 2026", "भुगतान"],
      ["12 नवंबर 2026", "समायोजन"],
      ["20 नवंबर 2026", "जमा"],
    ]);
    expect(totalsOf()).toEqual([
      "शुरुआती बैलेंस ₹1,000.00",
      "जमा +₹261.30",
      "भुगतान -₹400.00",
      "समायोजन -₹10.50",
      "अंतिम बैलेंस ₹850.80",
    ]);
    const requests = await screen.findByRole("table", { name: "भुगतान के अनुरोध, नए पहले" });
    expect(rows(requests)).toEqual([
      ["अनुरोध की तारीख", "राशि", "अनुरोध किसने किया", "स्थिति", "विवरण"],
      [
        "2 नवंबर 2026",
        "₹400.00",
        "Priya Shah",
        "भुगतान हो गया",
        "5 नवंबर 2026 को भुगतान हुआ, रेफ़रेंस UTR123",
      ],
      [
        "20 अक्टूबर 2026",
        "₹900.00",
        "Priya Shah",
        "नामंज़ूर",
        "कारण: More than the balance at the time। नोट: Before Diwali please",
      ],
    ]);
    expect(screen.getByRole("region", { name: "अवधि" })).toBeVisible();
    expect(screen.getByRole("button", { name: "इस वित्त वर्ष" })).toBeVisible();
  });
});
