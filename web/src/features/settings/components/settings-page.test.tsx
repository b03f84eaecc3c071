import type {
  AdminSettings,
  FactorChangePreview,
} from "@filtercycle/contract/settings/admin-settings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { SettingsPage } from "./settings-page";

const factors = {
  toxicWasteKgPerButtKg: { value: 1, source: "WHO (2017)" },
  microplasticKgPerButtKg: { value: 0.6, source: "Novotny (2014)" },
  waterLitresPerButt: { value: 500, source: "Slaughter (2011)" },
};
const SETTINGS: AdminSettings = {
  impactFactors: factors,
  factorsEffectiveFrom: "2025-01-01",
  factorVersions: [
    {
      effectiveFrom: "2026-04-01",
      factors: { ...factors, waterLitresPerButt: { value: 300, source: "Study D (2026)" } },
      createdBy: "Ravi",
      createdAt: "2026-03-20T00:00:00Z",
    },
    { effectiveFrom: "2025-01-01", factors, createdBy: "Asha", createdAt: "2025-01-01T00:00:00Z" },
  ],
  socialImpact: { unskilledEmployment: 10000, stayAtHomeMothers: 10000 },
  redemptionFormUrl: "https://forms.example.com/redeem",
  payoutThreshold: 500,
  buttsPerKgEstimate: 3600,
  largestKioskCapacityKg: 25,
  custodyTolerancePercent: 5,
  pickupThresholdPercent: 80,
  partnerRates: { lowPerKg: 200, highPerKg: 400, exampleKgPerMonth: 3 },
};

const NOTHING_RESTATED: FactorChangePreview = {
  effectiveFrom: "2025-02-01",
  methodLabel: "Method of 1 Feb 2025",
  restatedDays: { startDate: "2025-02-01", endDate: "2026-11-26" },
  businesses: [],
  certificates: [],
};

function serve(preview: FactorChangePreview = NOTHING_RESTATED) {
  const patches: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        });
      if (String(input).includes("/api/admin/settings/impact_factors/preview")) {
        return json(preview);
      }
      if (init?.method === "PATCH") {
        const body = JSON.parse(String(init.body));
        patches.push(body);
        if (body.payoutThreshold === 1)
          return json(
            {
              status: 400,
              detail: "Invalid body",
              errors: [{ field: "payoutThreshold", message: "must be checked by the server" }],
            },
            400,
          );
        return json(SETTINGS);
      }
      expect(String(input)).toContain("/api/admin/settings");
      return json(SETTINGS);
    }),
  );
  return patches;
}

function renderPage() {
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        {/* A screen of the console: always inside the router (its heading reads the location). */}
        <MemoryRouter>
          <SettingsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe("settings screen", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("shows the factors in force with their sources, and the history", async () => {
    serve();
    renderPage();
    expect(await screen.findByText("In force since 1 Jan 2025.")).toBeInTheDocument();
    expect(screen.getByText("WHO (2017)")).toBeInTheDocument();
    const history = screen.getByRole("table", {
      name: "Every recorded version of the impact factors, newest first",
    });
    // Named and dated as on the public method page: each runs to the day before the next.
    expect(
      within(history)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "Method versionToxic wasteMicroplasticWater protectedSet by",
      "Method of 1 Apr 2026from 1 Apr 202610.6300Ravi",
      "Method of 1 Jan 2025from 1 Jan 2025 to 31 Mar 202610.6500Asha",
    ]);
  });

  it("saves new factors with their effective-from date", async () => {
    const user = userEvent.setup();
    const patches = serve();
    renderPage();
    const form = await screen.findByRole("form", { name: "Record new factors" });
    await user.click(within(form).getByRole("button", { name: "Save new factors" }));
    expect(await within(form).findByText("Enter a date.")).toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.type(within(form).getByLabelText("Effective from"), "2025-02-01");
    const water = within(form).getByLabelText("Water protected: Value");
    await user.clear(water);
    await user.type(water, "400");
    await user.click(within(form).getByRole("button", { name: "Save new factors" }));
    expect(
      await screen.findByText("New factors saved; they apply from 1 Feb 2025."),
    ).toBeInTheDocument();
    expect(patches).toEqual([
      {
        impactFactors: {
          effectiveFrom: "2025-02-01",
          ...factors,
          waterLitresPerButt: { value: 400, source: "Slaughter (2011)" },
        },
      },
    ]);
  });

  it("shows what a back-dated version restates and saves it only on confirm", async () => {
    const user = userEvent.setup();
    const patches = serve({
      effectiveFrom: "2026-04-01",
      methodLabel: "Method of 1 Apr 2026",
      restatedDays: { startDate: "2026-04-01", endDate: "2026-11-26" },
      businesses: [
        {
          customerCode: "FC-8001",
          businessName: "Lake Café",
          periods: [
            {
              startDate: "2026-04-01",
              endDate: "2026-11-26",
              before: { toxicWasteKg: 0.5, microplasticKg: 0.3, waterLitres: 1000000 },
              after: { toxicWasteKg: 0.5, microplasticKg: 0.3, waterLitres: 800000 },
            },
          ],
        },
      ],
      certificates: [
        {
          number: "FC-AAAA-BBBB-CCCC",
          kind: "green_certificate",
          customerCode: "FC-8001",
          businessName: "Lake Café",
          periodStart: null,
          periodEnd: "2026-11-26",
          figures: [{ label: "Water protected", unit: "litres", before: 1500000, after: 1300000 }],
        },
      ],
    });
    renderPage();
    const form = await screen.findByRole("form", { name: "Record new factors" });
    await user.type(within(form).getByLabelText("Effective from"), "2026-04-01");
    await user.click(within(form).getByRole("button", { name: "Save new factors" }));
    const preview = await screen.findByRole("region", {
      name: "This change restates recorded figures",
    });
    expect(patches).toEqual([]);
    expect(preview).toHaveTextContent(
      "Figures from 1 Apr 2026 to 26 Nov 2026 change for 1 business(es) and 1 issued certificate(s).",
    );
    expect(
      within(preview).getByRole("list", {
        name: "Businesses whose figures change: before → after",
      }),
    ).toHaveTextContent(
      "Lake Café (FC-8001)1 Apr 2026 to 26 Nov 2026: Water protected 10,00,000 → 8,00,000 litres",
    );
    expect(
      within(preview).getByRole("list", {
        name: "Issued certificates whose figures change: as certified → restated",
      }),
    ).toHaveTextContent(
      "FC-AAAA-BBBB-CCCC (Lake Café): Water protected 15,00,000 → 13,00,000 litres",
    );
    await user.click(within(preview).getByRole("button", { name: "Save and announce the change" }));
    expect(
      await screen.findByText("New factors saved; they apply from 1 Apr 2026."),
    ).toBeInTheDocument();
    expect(patches).toEqual([
      { impactFactors: { effectiveFrom: "2026-04-01", ...factors }, confirmRestatement: true },
    ]);
    expect(
      screen.queryByRole("region", { name: "This change restates recorded figures" }),
    ).not.toBeInTheDocument();
  });

  it("checks the other settings and shows the server's message on its field", async () => {
    const user = userEvent.setup();
    const patches = serve();
    renderPage();
    const form = await screen.findByRole("form", { name: "Other settings" });
    const url = within(form).getByLabelText("Redemption form address");
    await user.clear(url);
    await user.type(url, "forms.example.com");
    await user.click(within(form).getByRole("button", { name: "Save settings" }));
    expect(
      await within(form).findByText("Enter a web address starting with https://"),
    ).toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.clear(url);
    const tolerance = within(form).getByLabelText("Bag weight tolerance (%)");
    expect(tolerance).toHaveValue("5");
    await user.clear(tolerance);
    await user.type(tolerance, "7.5");
    const threshold = within(form).getByLabelText("Payout threshold (₹)");
    await user.clear(threshold);
    await user.type(threshold, "1");
    const largest = within(form).getByLabelText("Largest kiosk holds (kg)");
    expect(largest).toHaveValue("25");
    await user.clear(largest);
    await user.type(largest, "30");
    await user.click(within(form).getByRole("button", { name: "Save settings" }));
    expect(
      await within(form).findByText("Payout threshold (₹) must be checked by the server."),
    ).toBeInTheDocument();
    expect(patches).toEqual([
      {
        socialImpact: { unskilledEmployment: 10000, stayAtHomeMothers: 10000 },
        redemptionFormUrl: "",
        payoutThreshold: 1,
        buttsPerKgEstimate: 3600,
        largestKioskCapacityKg: 30,
        custodyTolerancePercent: 7.5,
      },
    ]);
  });

  it('reads a payout threshold typed as "3,000.50"', async () => {
    const user = userEvent.setup();
    const patches = serve();
    renderPage();
    const form = await screen.findByRole("form", { name: "Other settings" });
    const threshold = within(form).getByLabelText("Payout threshold (₹)");
    await user.clear(threshold);
    await user.type(threshold, "3,000.50");
    await user.click(within(form).getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ payoutThreshold: 3000.5 });
  });

  it("sets the Partner Program's rates, checking the range, and shows the page's example", async () => {
    const user = userEvent.setup();
    const patches = serve();
    renderPage();
    const section = await screen.findByRole("region", { name: "Partner Program rates" });
    // (200 + 400) / 2 = ₹300 a kg; 3 kg × 300 = ₹900 a month.
    expect(
      within(section).getByText(
        "The page's example: a café that fills 3 kg a month at ₹300/kg earns ₹900 a month.",
      ),
    ).toBeInTheDocument();
    const form = within(section).getByRole("form", { name: "Partner Program rates" });
    const high = within(form).getByLabelText("Highest rate (₹ per kg)");
    await user.clear(high);
    await user.type(high, "150");
    await user.click(within(form).getByRole("button", { name: "Save Partner Program rates" }));
    expect(within(form).getByLabelText("Highest rate (₹ per kg)")).toHaveAccessibleDescription(
      "Enter at least the lowest rate.",
    );
    expect(patches).toEqual([]);
    await user.clear(high);
    await user.type(high, "1,450");
    const kg = within(form).getByLabelText("Example: kg collected a month");
    await user.clear(kg);
    await user.type(kg, "2.5");
    await user.click(within(form).getByRole("button", { name: "Save Partner Program rates" }));
    expect(await within(section).findByText("Partner Program rates saved.")).toBeInTheDocument();
    expect(patches).toEqual([
      { partnerRates: { lowPerKg: 200, highPerKg: 1450, exampleKgPerMonth: 2.5 } },
    ]);
  });
});
