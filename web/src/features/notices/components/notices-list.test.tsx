import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { NoticesList } from "./notices-list";

function renderWith(items: unknown[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toContain("/api/notices");
      return new Response(JSON.stringify({ items }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  saveSession({ token: "t", customerId: "FC-8001", customerName: "Lake Café", role: "customer" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <NoticesList />
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe("notices on the dashboard", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("shows a method change's notice, word for word", async () => {
    renderWith([
      {
        id: "n1",
        kind: "methodChange",
        title: "Your impact figures were restated",
        lines: [
          "Till date (up to 26 Nov 2026): Water protected: 15,00,000 litres before, 13,00,000 litres now.",
        ],
        createdAt: "2026-11-26T06:00:00.000Z",
      },
    ]);
    const region = await screen.findByRole("region", { name: "Notices" });
    expect(region).toHaveTextContent("Your impact figures were restated (26 Nov 2026)");
    expect(region).toHaveTextContent(
      "Till date (up to 26 Nov 2026): Water protected: 15,00,000 litres before, 13,00,000 litres now.",
    );
  });

  it("shows nothing without notices", async () => {
    const { container } = renderWith([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
