// Staff's read-only support view (/dashboard?customerId=FC-…). HTTP is a stubbed `fetch`
// (testing/render.tsx); that the API answers staff for the named business is covered by the
// API's own tests (customers/business-of-request.ts and the impact routes).
import type { CustomerMediaItem } from "@filtercycle/contract/media/media";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { CertificateButton } from "../../certificates/components/certificate-button";
import { MediaGallery } from "../../media/components/media-gallery";
import { mediaItems } from "../testing/fixtures";
import { calledUrls, json, renderWithProviders, stubApi } from "../testing/render";
import { DashboardPage, StaffDashboardNotice } from "./dashboard-page";

const BANNER = "Viewing Sabarmati Riverside Café (FC-1001) as staff — read-only";

/**
 * GET /api/admin/media?customerId=: the business's files in the staff list's shape, paged as the
 * API pages them (`page`, `pageSize` from the request, the list's `total`).
 */
const adminMedia =
  (files: readonly CustomerMediaItem[] = mediaItems) =>
  (url: URL) => {
    if (url.pathname !== "/api/admin/media") return undefined;
    const page = Number(url.searchParams.get("page") ?? 1);
    const pageSize = Number(url.searchParams.get("pageSize") ?? 50);
    return json({
      items: files.slice((page - 1) * pageSize, page * pageSize).map((item) => ({
        id: item.id,
        customerId: "0b5d2a9e-0000-4000-8000-000000000001",
        customerCode: "FC-1001",
        customerName: "Sabarmati Riverside Café",
        eventType: { id: "0b5d2a9e-0000-4000-8000-000000000002", name: item.event_type.name },
        fileName: item.file_name,
        contentType: "application/octet-stream",
        kind: item.kind,
        sizeBytes: 1000,
        link: item.link,
        createdAt: item.created_at,
        url: item.video_url,
      })),
      page,
      pageSize,
      total: files.length,
    });
  };

function renderSupportView(path = "/dashboard?customerId=FC-1001") {
  saveSession({ token: "t", customerId: "", customerName: "Ravi Staff", role: "admin" });
  return renderWithProviders(
    <DashboardPage
      customerId="FC-1001"
      videos={<MediaGallery />}
      certificate={<CertificateButton />}
    />,
    {
      path,
    },
  );
}

describe("staff's support view of a customer's dashboard", () => {
  it("says whose dashboard it is, read-only, with the way back to the customer's page", async () => {
    stubApi();
    renderSupportView();
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the customer's page" })).toHaveAttribute(
      "href",
      "/admin/customers/FC-1001",
    );
    // The business's name greets, never the staff member's stored name.
    expect(
      await screen.findByRole("heading", { level: 1, name: /Sabarmati Riverside Café/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ravi Staff/)).not.toBeInTheDocument();
    // Nothing that acts for the customer: no Redeem form.
    expect(screen.queryByRole("link", { name: /Redeem/ })).not.toBeInTheDocument();
    // The account page is the staff login's own, not the business's.
    expect(screen.queryByRole("link", { name: "Account settings" })).not.toBeInTheDocument();
  });

  it("issues no certificate: the button is off and says only an owner can", async () => {
    stubApi();
    renderSupportView();
    const button = await screen.findByRole("button", { name: "Download Green Certificate" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Only an owner of this business can issue certificates and reports.",
    );
  });

  it("asks every figure for that business (?customerId=FC-1001)", async () => {
    const fetchMock = stubApi();
    renderSupportView();
    await screen.findByText(BANNER);
    await waitFor(() => {
      const paths = calledUrls(fetchMock).map((url) => url.split("?")[0]);
      expect(new Set(paths)).toEqual(
        new Set([
          "/api/get_green_impact",
          "/api/get_customer_specific_stats",
          // The cards' change over the chosen period (issue 14).
          "/api/get_customer_specific_stats_with_dates",
          "/api/get_monthly_collections",
          // The method versions are the same for every business (public).
          "/api/impact_methods",
        ]),
      );
    });
    for (const url of calledUrls(fetchMock).filter((u) => !u.startsWith("/api/impact_methods")))
      expect(url).toContain("customerId=FC-1001");
  });

  it("shows the business's media from the staff list, not the customer-only endpoint", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(adminMedia());
    renderSupportView();
    await user.click(await screen.findByRole("tab", { name: /Videos/ }));
    expect(
      await screen.findByText("Kiosk installation at the café.webm", { exact: false }),
    ).toBeInTheDocument();
    const urls = calledUrls(fetchMock);
    expect(urls).toContain("/api/admin/media?customerId=FC-1001&page=1&pageSize=200");
    expect(urls.some((url) => url.startsWith("/api/get_customer_videos"))).toBe(false);
  });

  it("shows every file of a business with more than a page of them, as its own Videos tab does", async () => {
    const user = userEvent.setup();
    // 200 newer files fill the first page; the fixtures' four are on the second.
    const newer = Array.from({ length: 200 }, (_, i) => ({
      ...(mediaItems[1] as CustomerMediaItem),
      id: `report-${i}`,
      file_name: `Weekly report ${i + 1}.csv`,
      created_at: new Date(Date.UTC(2026, 10, 18, 6, 30) + i * 60_000).toISOString(),
    }));
    const fetchMock = stubApi(adminMedia([...newer, ...mediaItems]));
    renderSupportView();
    await user.click(await screen.findByRole("tab", { name: /Videos/ }));
    expect(
      await screen.findByText("Kiosk installation at the café.webm", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText("Weekly report 200.csv", { exact: false })).toBeInTheDocument();
    const mediaCalls = calledUrls(fetchMock).filter((url) => url.startsWith("/api/admin/media"));
    // A set: StrictMode's second mount may ask again.
    expect([...new Set(mediaCalls)]).toEqual([
      "/api/admin/media?customerId=FC-1001&page=1&pageSize=200",
      "/api/admin/media?customerId=FC-1001&page=2&pageSize=200",
    ]);
  });
});

describe("staff on /dashboard without a customer", () => {
  it("points to the customers list", () => {
    renderWithProviders(<StaffDashboardNotice />);
    expect(screen.getByRole("heading", { level: 1, name: "Choose a customer" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to Customers" })).toHaveAttribute(
      "href",
      "/admin/customers",
    );
  });
});
