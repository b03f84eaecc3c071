// The ESG tab with a stubbed `fetch` (../testing/render.tsx) answering in the contract's shapes;
// the real endpoints are covered by api/src/areas/esg/esg.routes.test.ts. The PDF is made for
// real (pdf-lib, the font files from disk) and read back with pdftotext.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { BRSR_CATEGORY_GUIDANCE } from "@filtercycle/contract/esg/esg";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { showAppIn } from "#web/lib/app-texts";
import { SESSION_KEYS } from "#web/lib/session-storage";
import { calledUrls, json, renderWithProviders, stubApi } from "../../impact/testing/render";
import { esgIssued, esgPack } from "../testing/esg-fixtures";
import { EsgTab } from "./esg-tab";

const require = createRequire(import.meta.url);
const tmp = mkdtempSync(path.join(os.tmpdir(), "fc-esg-tab-"));

/** The font files, answered from the repository as the server would. */
function fonts(url: URL): Response | undefined {
  const font = /(noto-sans-[\w-]+\.woff)$/.exec(url.pathname)?.[1];
  return font
    ? new Response(readFileSync(require.resolve(`@fontsource/noto-sans/files/${font}`)))
    : undefined;
}

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];
/** The ESG endpoints in the contract's shapes; PUT answers the choice it was given. */
function esgApi(url: URL, init?: RequestInit): Response | undefined {
  if (url.pathname === "/api/esg_pack") {
    const year = url.searchParams.get("year") ?? "";
    return json({ ...esgPack, year });
  }
  if (url.pathname === "/api/esg_pack/category") {
    const body = JSON.parse(String(init?.body));
    return json({
      category: body.category,
      categoryLabel:
        body.category === "plastic"
          ? "(A) Plastic waste"
          : "(H) Other non-hazardous waste generated",
    });
  }
  if (url.pathname === "/api/certificates") {
    return json(
      {
        ...esgIssued,
        issuedAt: "2026-11-23T06:00:00.000Z",
        sha256: "0".repeat(64),
        facts: {
          kind: "esg_pack",
          issuer: "Filtercycle",
          businessName: esgPack.businessName,
          customerCode: esgPack.customerCode,
          periodStart: esgPack.periodStart,
          periodEnd: esgPack.periodEnd,
          figures: [],
          methods: [],
          issuedOn: "2026-11-23",
        },
      },
      201,
    );
  }
  return undefined;
}

function stub() {
  calls = [];
  const fetchMock = stubApi(fonts);
  const inner = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    calls.push({
      method: init?.method ?? "GET",
      url: `${url.pathname}${url.search}`,
      body: init?.body,
    });
    return esgApi(url, init) ?? (inner as NonNullable<typeof inner>)(input);
  });
  return fetchMock;
}

beforeEach(() => {
  // 23 Nov 2026 in Kolkata: the current financial year is 2026-27, the last complete 2025-26.
  vi.useFakeTimers({ now: new Date("2026-11-23T06:00:00.000Z"), toFake: ["Date"] });
});
afterEach(() => vi.useRealTimers());

const cellsOf = (table: HTMLElement, name: string) =>
  within(within(table).getByRole("rowheader", { name }).closest("tr") as HTMLElement)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the ESG tab", () => {
  it("shows the last complete financial year's figures under their frameworks", async () => {
    window.localStorage.setItem(SESSION_KEYS.businessRole, "owner");
    const fetchMock = stub();
    renderWithProviders(<EsgTab />, { path: "/dashboard?tab=esg" });
    const gri = await screen.findByRole("table", {
      name: "GRI 306-4: waste diverted from disposal, by recovery operation (metric tonnes)",
    });
    expect(calledUrls(fetchMock)).toEqual(["/api/esg_pack?year=2025-26"]);
    expect(screen.getByRole("combobox", { name: "Financial year" })).toHaveValue("2025-26");
    expect(
      within(screen.getByRole("combobox", { name: "Financial year" }))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["FY 2026-27", "FY 2025-26", "FY 2024-25"]);
    expect(cellsOf(gri, "Recycling, offsite")).toEqual(["1.240", "t", "GRI 306-4"]);
    expect(cellsOf(gri, "Total")).toEqual(["1.240", "t", "GRI 306-4"]);
    const brsr = screen.getByRole("table", {
      name: "BRSR P6 EI 9: waste recovered (metric tonnes)",
    });
    expect(cellsOf(brsr, "Category")).toEqual(["Not chosen yet", "", "BRSR P6 EI 9"]);
    expect(cellsOf(brsr, "Recycled")).toEqual(["1.240", "t", "BRSR P6 EI 9"]);
    const scope3 = screen.getByRole("table", { name: "GHG Scope 3 cat. 5: activity data" });
    expect(cellsOf(scope3, "Waste sent for recycling")).toEqual([
      "1,239.572",
      "kg",
      "GHG Scope 3 cat. 5",
    ]);
    expect(cellsOf(scope3, "CO2e")).toEqual([
      "Not given: no sourced factor",
      "",
      "GHG Scope 3 cat. 5",
    ]);
    expect(screen.getByText(/recycled-content \(cut-off\) method/)).toBeVisible();
    const derived = screen.getByRole("table", {
      name: "Derived figures, each day with the method in force",
    });
    expect(cellsOf(derived, "Water resources protected (litres)")).toEqual([
      "11,15,000",
      "litres",
      "Derived",
    ]);
    expect(cellsOf(derived, "Microplastic recycled (kg)")).toEqual(["620.161", "kg", "Derived"]);
    const months = screen.getByRole("table", { name: "Collected in each month of the year" });
    expect(cellsOf(months, "Oct 2025")).toEqual(["1,234.567", "1,100"]);
    const methods = screen.getByRole("table", { name: "Methods in force during the year" });
    expect(cellsOf(methods, "Method of 1 Oct 2025")[1]).toContain(
      "Water 300 litres per butt (Survey of 2025)",
    );
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/esg_pack.csv?year=2025-26",
    );
  });

  it("lets an owner choose the BRSR category and save it", async () => {
    window.localStorage.setItem(SESSION_KEYS.businessRole, "owner");
    stub();
    const user = userEvent.setup();
    renderWithProviders(<EsgTab />);
    const group = await screen.findByRole("group", { name: "BRSR category for cigarette butts" });
    expect(group).toHaveAccessibleDescription(BRSR_CATEGORY_GUIDANCE);
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await user.click(within(group).getByRole("radio", { name: "(A) Plastic waste" }));
    await user.click(save);
    expect(await screen.findByText("Saved.")).toBeVisible();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([
      {
        method: "PUT",
        url: "/api/esg_pack/category",
        body: JSON.stringify({ category: "plastic" }),
      },
    ]);
    // The pack is read again (every year names the category).
    await waitFor(() =>
      expect(calls.filter((call) => call.url === "/api/esg_pack?year=2025-26")).toHaveLength(2),
    );
    expect(screen.queryByText("Only an owner can change this.")).toBeNull();
  });

  it("shows a viewer the choice read-only", async () => {
    window.localStorage.setItem(SESSION_KEYS.businessRole, "viewer");
    stub();
    renderWithProviders(<EsgTab />);
    const group = await screen.findByRole("group", { name: "BRSR category for cigarette butts" });
    expect(within(group).getByRole("radio", { name: "(A) Plastic waste" })).toBeDisabled();
    expect(screen.getByText("Only an owner can change this.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("reads another year when it is chosen", async () => {
    stub();
    const user = userEvent.setup();
    renderWithProviders(<EsgTab customerId="FC-1001" />);
    await screen.findByRole("table", { name: /GRI 306-4/ });
    await user.selectOptions(screen.getByRole("combobox", { name: "Financial year" }), "2024-25");
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        "/api/esg_pack?year=2024-25&customerId=FC-1001",
      ),
    );
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/esg_pack.csv?year=2024-25&customerId=FC-1001",
    );
    // Staff in the support view read the choice; they do not make it.
    expect(screen.getByText("Only an owner can change this.")).toBeVisible();
  });

  it("issues the pack a number, then saves the PDF with it", { timeout: 30_000 }, async () => {
    window.localStorage.setItem(SESSION_KEYS.businessRole, "owner");
    stub();
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push({ name: "", blob: blob as Blob });
      return "blob:esg";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    const user = userEvent.setup();
    renderWithProviders(<EsgTab />);
    await user.click(await screen.findByRole("button", { name: "Download ESG pack (PDF)" }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      {
        method: "POST",
        url: "/api/certificates",
        body: JSON.stringify({ kind: "esg_pack", year: "2025-26" }),
      },
    ]);
    const [file] = saved;
    expect(file?.name).toBe("esg-pack-FC-1001-FY2025-26.pdf");
    const pdfPath = path.join(tmp, "tab.pdf");
    writeFileSync(pdfPath, new Uint8Array(await (file as { blob: Blob }).blob.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" });
    expect(text).toMatch(/GRI 306-4\s+Recycling, offsite\s+1\.240\s+t \(metric tonnes\)/);
    expect(text).toMatch(/BRSR P6 EI 9\s+Recycled\s+1\.240\s+t \(metric tonnes\)/);
    expect(text).toMatch(/GHG Scope 3 cat\. 5\s+Waste sent for recycling\s+1,239\.572\s+kg/);
    expect(text).toContain(`Certificate no. ${esgIssued.number}`);
  });
  it("makes the PDF in the reader's language, as the tab reads (issue 29)", {
    timeout: 60_000,
  }, async () => {
    await showAppIn("hi");
    try {
      window.localStorage.setItem(SESSION_KEYS.businessRole, "owner");
      stub();
      const saved: Blob[] = [];
      vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
        saved.push(blob as Blob);
        return "blob:esg";
      });
      vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
      const user = userEvent.setup();
      renderWithProviders(<EsgTab />);
      await user.click(await screen.findByRole("button", { name: "ESG पैक डाउनलोड करें (PDF)" }));
      // fontkit and the Devanagari fonts load too: longer than the English pack on a loaded machine.
      await waitFor(() => expect(saved).toHaveLength(1), { timeout: 50_000 });
      const pdfPath = path.join(tmp, "tab-hi.pdf");
      writeFileSync(pdfPath, new Uint8Array(await (saved[0] as Blob).arrayBuffer()));
      const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" });
      expect(text).toMatch(/GRI 306-4\s+रीसाइक्लिंग, साइट से बाहर\s+1\.240\s+टन \(मीट्रिक टन\)/);
      expect(text).toMatch(/अक्टूबर 2025\s+1,234\.567\s+1,100/);
      expect(text).toContain(`प्रमाणपत्र सं. ${esgIssued.number}`);
      expect(text).not.toMatch(/Recycling, offsite|metric tonnes|Certificate no\./);
    } finally {
      setAppLanguage("en");
    }
  });
});
