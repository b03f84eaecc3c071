import type { AdminCertificate } from "@filtercycle/contract/certificates/certificates";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { CustomerCertificatesSection } from "./customer-certificates-section";

const GREEN: AdminCertificate = {
  number: "FC-7K3M-9QXD-2HWT",
  kind: "green_certificate",
  customerCode: "FC-5001",
  businessName: "Harbour Café",
  periodStart: null,
  periodEnd: "2026-11-21",
  issuedAt: "2026-11-21T06:30:00.000Z",
  revokedAt: null,
  revokedReason: "",
};

/** The list and the revoke endpoint over one in-memory list (fetch stubbed, as the API answers). */
function serve() {
  const items = [GREEN];
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: `${url.pathname}${url.search}`, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), {
          status,
          headers: { "content-type": "application/json" },
        });
      if (method === "POST") {
        const item = items[0] as AdminCertificate;
        Object.assign(item, { revokedAt: "2026-11-22T08:00:00.000Z", revokedReason: body.reason });
        return json(item);
      }
      return json({ items, total: items.length, page: 1, pageSize: 50 });
    }),
  );
  return calls;
}

describe("customer page: certificates", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("lists the business's certificates and revokes one with a reason", async () => {
    const calls = serve();
    saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <StrictMode>
        <QueryClientProvider client={client}>
          <CustomerCertificatesSection customerCode="FC-5001" />
        </QueryClientProvider>
      </StrictMode>,
    );
    const section = await screen.findByRole("region", { name: "Certificates" });
    const link = await within(section).findByRole("link", { name: GREEN.number });
    expect(link).toHaveAttribute("href", `/verify/${GREEN.number}`);
    const row = within(section).getByRole("row", { name: new RegExp(GREEN.number) });
    expect(row).toHaveTextContent("Green certificate");
    expect(row).toHaveTextContent("Up to 21 Nov 2026");
    expect(row).toHaveTextContent("Valid");
    expect(calls[0]?.url).toBe("/api/admin/certificates?customer=FC-5001&page=1&pageSize=50");

    const user = userEvent.setup();
    await user.click(
      within(row).getByRole("button", { name: `Revoke certificate ${GREEN.number}` }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: `Revoke certificate ${GREEN.number}`,
    });
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await within(dialog).findAllByText("Enter the reason.")).not.toHaveLength(0);
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Reason"), "Issued in error");
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await within(section).findByText(`Certificate ${GREEN.number} revoked.`)).toBeVisible();
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      url: `/api/admin/certificates/${GREEN.number}/revoke`,
      body: { reason: "Issued in error" },
    });
    expect(await within(section).findByText("Revoked on 22 Nov 2026")).toBeInTheDocument();
    expect(within(section).getByText("Issued in error")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: /Revoke certificate/ })).toBeNull();
  });
});
