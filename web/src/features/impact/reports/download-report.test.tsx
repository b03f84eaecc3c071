import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { issuedCertificate } from "#web/features/impact/testing/fixtures";
import { calledUrls, json, stubApi } from "#web/features/impact/testing/render";
import { downloadReport } from "./generate";
import { JAN_TO_MAR_2025, monthlyAnswer, statement } from "./report-fixtures";

/**
 * The path a click takes: `downloadReport` asks the API (stubbed with the fixtures), fetches the
 * template and fonts (served from disk), makes the PDF and hands it to the browser as
 * generated-report.pdf; the file is read back with pdftotext.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const tmp = mkdtempSync(path.join(os.tmpdir(), "fc-download-report-"));

/** The templates and the font files, answered from the repository as the server would. */
const served: string[] = [];
function staticFiles(url: URL): Response | undefined {
  const template = /^\/assets\/(report(?:-gu|-hi)?\.pdf)$/.exec(url.pathname)?.[1];
  if (template) {
    served.push(url.pathname);
    return new Response(readFileSync(path.resolve(here, `../../../../public/assets/${template}`)));
  }
  const font = /(noto-sans-[\w-]+\.woff)$/.exec(url.pathname)?.[1];
  if (font) {
    served.push(font);
    const family = font.startsWith("noto-sans-gujarati") ? "noto-sans-gujarati" : "noto-sans";
    return new Response(readFileSync(require.resolve(`@fontsource/${family}/files/${font}`)));
  }
  return undefined;
}

/** POST /api/certificates: the report is issued first (issue 15). */
const issued = issuedCertificate();
function issuing(url: URL): Response | undefined {
  return url.pathname === "/api/certificates" ? json(issued, 201) : undefined;
}

let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved = [];
  served.length = 0;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    saved.push({ name: "", blob: blob as Blob });
    return "blob:report";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function savedText(args: string[] = ["-layout"]): Promise<string> {
  expect(saved).toHaveLength(1);
  const [download] = saved;
  if (!download) throw new Error("No file was saved.");
  expect(download.name).toBe("generated-report.pdf");
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, new Uint8Array(await download.blob.arrayBuffer()));
  return execFileSync("pdftotext", [...args, file, "-"], { encoding: "utf8" });
}

const RANGE = { startDate: "2025-01-01", endDate: "2025-03-31" };

describe("downloadReport", { timeout: 30_000 }, () => {
  it("loads the range's statement for the benefit report (with the support view's customer)", async () => {
    const fetchMock = stubApi(staticFiles, (url) =>
      url.pathname === "/api/statement" ? json(statement) : issuing(url),
    );
    await downloadReport("benefit", RANGE, new QueryClient(), "FC-1001");
    expect(calledUrls(fetchMock)).toContain(
      "/api/statement?startDate=2025-01-01&endDate=2025-03-31&customerId=FC-1001",
    );
    const text = await savedText();
    expect(text).toMatch(/Opening balance\s+₹375\.00/);
    expect(text).toMatch(/NEFT UTR SBIN0250210998877\s+-₹800\.00\s+₹136\.00/);
    expect(text).toMatch(/Closing balance\s+₹254\.70/);
    // Issued in the support view's business, and the stamp prints its number and address.
    expect(calledUrls(fetchMock)).toContain("/api/certificates?customerId=FC-1001");
    expect(text).toContain(`Certificate no. ${issued.number}`);
    expect(text).toContain(`Check it at ${issued.verifyUrl}`);
  });

  it("makes no file when the report cannot be issued", async () => {
    stubApi(staticFiles, (url) =>
      url.pathname === "/api/certificates"
        ? json({ title: "Internal Server Error", status: 500, detail: "Not issued." }, 500)
        : url.pathname === "/api/statement"
          ? json(statement)
          : undefined,
    );
    await expect(downloadReport("benefit", RANGE, new QueryClient())).rejects.toThrow(
      "Not issued.",
    );
    expect(saved).toHaveLength(0);
  });

  it("fails (the button logs it) when the statement cannot be had", async () => {
    stubApi(staticFiles, (url) =>
      url.pathname === "/api/statement"
        ? json({ title: "Internal Server Error", status: 500, detail: "Down." }, 500)
        : issuing(url),
    );
    await expect(downloadReport("benefit", RANGE, new QueryClient())).rejects.toThrow("Down.");
    expect(saved).toHaveLength(0);
  });

  it("loads the period's months for the collection report, in the business's this-month", async () => {
    // 30 Nov 2026 20:00 UTC is already 1 Dec in Kolkata: Jan 2025 to Dec 2026 is 24 months.
    vi.useFakeTimers({ now: new Date("2026-11-30T20:00:00Z"), toFake: ["Date"] });
    const fetchMock = stubApi(staticFiles, (url) =>
      url.pathname === "/api/get_monthly_collections"
        ? json({
            months: monthlyAnswer(
              "2026-12",
              Number(url.searchParams.get("months")),
              JAN_TO_MAR_2025,
            ),
          })
        : issuing(url),
    );
    try {
      await downloadReport("cigarette", RANGE, new QueryClient());
    } finally {
      vi.useRealTimers();
    }
    expect(calledUrls(fetchMock)).toContain("/api/get_monthly_collections?months=24");
    expect(calledUrls(fetchMock).some((url) => url.startsWith("/api/statement"))).toBe(false);
    const text = await savedText();
    expect(text).toMatch(/Feb 2025\s+7,100\s+1\.932/);
    expect(text).toMatch(/Total\s+19,575\s+5\.328/);
    expect(text).not.toContain("Apr 2025");
  });

  it("makes the report in the reader's language: its template, words, month names and fonts", async () => {
    stubApi(staticFiles, (url) =>
      url.pathname === "/api/statement" ? json(statement) : issuing(url),
    );
    await downloadReport("benefit", RANGE, new QueryClient(), "FC-1001", () => {}, "gu");
    expect(served).toContain("/assets/report-gu.pdf");
    expect(served).not.toContain("/assets/report.pdf");
    expect(served).toContain("noto-sans-gujarati-gujarati-400-normal.woff");
    expect(served).toContain("noto-sans-gujarati-gujarati-700-normal.woff");
    const text = (await savedText([])).replace(/\s+/g, " ");
    for (const expected of [
      "લાભની રકમનો રિપોર્ટ",
      "રિપોર્ટનો સમયગાળો",
      "1 જાન્યુ 2025 – 31 માર્ચ 2025",
      "રિપોર્ટના સમયગાળાનું સ્ટેટમેન્ટ",
      "શરૂઆતનું બેલેન્સ",
      "NEFT UTR SBIN0250210998877",
      `પ્રમાણપત્ર નં. ${issued.number}`,
      "પાનું 3 (કુલ 3)",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Benefit Value Report|Report period|Opening balance|Page \d/);
  });
});
