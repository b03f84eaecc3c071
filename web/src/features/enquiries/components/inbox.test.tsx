// HTTP is a stubbed `fetch` that keeps the inbox in memory and answers like the API; the real
// API is covered by the API tests, and the whole path (form → inbox → handled) by e2e tests.
import type { InboxItem } from "@filtercycle/contract/enquiries/enquiries";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAppLanguage } from "#web/lib/app-language";
import { loadAppTexts } from "#web/lib/app-texts";
import { loadConsoleTexts } from "#web/lib/console-texts";
import { saveSession } from "#web/lib/session-storage";
import { Inbox } from "./inbox";

const CONTACT: InboxItem = {
  kind: "contact",
  id: "0b5d2a9e-3f0c-4a57-9d4e-0c8f1f1b2a01",
  receivedAt: "2026-11-20T04:30:00.000Z", // 10:00 in Ahmedabad
  handledAt: null,
  name: "Meera Shah",
  email: "meera@chaicorner.example",
  phone: "+91 98250 11111",
  message: "We would like a kiosk\nat our tea stall.",
};
const PARTNER: InboxItem = {
  kind: "partner",
  id: "0b5d2a9e-3f0c-4a57-9d4e-0c8f1f1b2a02",
  receivedAt: "2026-11-19T12:00:00.000Z",
  handledAt: "2026-11-20T06:00:00.000Z",
  businessName: "Riverside Hotel",
  contactName: "Ravi Desai",
  city: "Gandhinagar",
  businessType: "hotel",
  expectedSmokersPerDay: 80,
  email: "ravi@hotel.example",
  phone: "+91 98250 55555",
  message: "",
};

const PROBLEM: InboxItem = {
  kind: "collection",
  id: "0b5d2a9e-3f0c-4a57-9d4e-0c8f1f1b2a03",
  receivedAt: "2026-11-20T09:00:00.000Z", // 2:30 pm in Ahmedabad
  handledAt: null,
  reporterName: "Asha Patel",
  email: "asha@harbour.example",
  phone: null,
  message: "Only one of our <b>two</b> bags was taken.",
  customerCode: "FC-8001",
  customerName: "Harbour Café",
  collection: {
    id: 42,
    date: "2026-11-03",
    kioskLabel: "Terrace kiosk",
    buttsCount: 1250,
    buttsKg: 0.75,
    credit: 7.5,
  },
};

/** An in-memory inbox behind `fetch`, answering GET /api/admin/inbox and PATCH …/:id. */
function serveInbox(fixtures: InboxItem[], { failFirstGet = false } = {}) {
  // A copy: marking an item handled must not change the fixtures other tests start from.
  const items = fixtures.map((item) => ({ ...item }));
  let failNext = failFirstGet;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    if (init?.method === "PATCH") {
      const item = items.find((x) => url.pathname.endsWith(x.id));
      if (!item) return json({ status: 404, detail: "No enquiry has this id." }, 404);
      const { handled } = JSON.parse(String(init.body)) as { handled: boolean };
      item.handledAt = handled ? "2026-11-21T05:00:00.000Z" : null;
      return json(item);
    }
    if (failNext) {
      failNext = false;
      return json({ status: 500, detail: "The database is not reachable." }, 500);
    }
    const status = url.searchParams.get("status");
    const shown = items.filter((x) =>
      status === "open" ? !x.handledAt : status === "handled" ? x.handledAt : true,
    );
    // A page as the API answers it: `page` and `pageSize` from the request, the filter's total.
    const page = Number(url.searchParams.get("page") ?? 1);
    const pageSize = Number(url.searchParams.get("pageSize") ?? 50);
    return json({
      items: shown.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: shown.length,
      openCount: items.filter((x) => !x.handledAt).length,
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Shows the current URL's search, to check that the filter is kept there. */
function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderInbox(path = "/admin/inbox") {
  saveSession({ token: "t", customerId: "", customerName: "", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/admin/inbox",
      Component: () => (
        <>
          <Inbox />
          <Search />
        </>
      ),
    },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  );
}

describe("staff inbox", () => {
  afterEach(() => localStorage.clear());

  it("shows open enquiries first, with their details in Ahmedabad time", async () => {
    serveInbox([CONTACT, PARTNER]);
    renderInbox();
    const entry = await screen.findByRole("article", { name: "Meera Shah" });
    expect(screen.getByText("1 open enquiry")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Riverside Hotel" })).not.toBeInTheDocument();
    expect(within(entry).getByText("Contact message")).toBeInTheDocument();
    expect(within(entry).getByText("20 Nov 2026, 10:00 am")).toBeInTheDocument();
    expect(within(entry).getByRole("link", { name: "meera@chaicorner.example" })).toHaveAttribute(
      "href",
      "mailto:meera@chaicorner.example",
    );
    expect(within(entry).getByRole("link", { name: "+91 98250 11111" })).toHaveAttribute(
      "href",
      "tel:+919825011111",
    );
    expect(within(entry).getByText(/We would like a kiosk/)).toHaveTextContent(
      "We would like a kiosk at our tea stall.",
    );
    expect(screen.getByRole("button", { name: "Open" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows a partner application's business details under Handled", async () => {
    const user = userEvent.setup();
    serveInbox([CONTACT, PARTNER]);
    renderInbox();
    await screen.findByRole("article", { name: "Meera Shah" });
    await user.click(screen.getByRole("button", { name: "Handled" }));
    const entry = await screen.findByRole("article", { name: "Riverside Hotel" });
    expect(within(entry).getByText("Partner application")).toBeInTheDocument();
    for (const text of ["Ravi Desai", "Hotel or hospitality", "Gandhinagar", "80"]) {
      expect(within(entry).getByText(text)).toBeInTheDocument();
    }
    expect(within(entry).getByRole("button", { name: "Reopen" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Meera Shah" })).not.toBeInTheDocument();
    expect(screen.getByTestId("search")).toHaveTextContent("?show=handled");
  });

  it("shows a collection problem with the business, the collection and a link to the customer", async () => {
    serveInbox([PROBLEM, CONTACT]);
    const { container } = renderInbox();
    const entry = await screen.findByRole("article", { name: "Harbour Café (FC-8001)" });
    expect(screen.getByText("2 open enquiries")).toBeInTheDocument();
    expect(within(entry).getByText("Collection problem")).toBeInTheDocument();
    for (const [label, value] of [
      ["Reported by", "Asha Patel"],
      ["Collection", "3 Nov 2026"],
      ["Kiosk", "Terrace kiosk"],
      ["Butts", "1,250"],
      ["Weight", "0.750 kg"],
      ["Credit", "₹7.50"],
    ]) {
      expect(within(entry).getByText(label as string).nextElementSibling).toHaveTextContent(
        value as string,
      );
    }
    expect(
      within(entry).getByRole("link", { name: "Open FC-8001 in the console" }),
    ).toHaveAttribute("href", "/admin/customers/FC-8001");
    // Stored text is shown as text, never as markup.
    expect(
      within(entry).getByText("Only one of our <b>two</b> bags was taken."),
    ).toBeInTheDocument();
    expect(within(entry).queryByRole("link", { name: "Create customer" })).not.toBeInTheDocument();
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it("opens on the filter the URL names", async () => {
    serveInbox([CONTACT, PARTNER]);
    renderInbox("/admin/inbox?show=handled");
    expect(await screen.findByRole("article", { name: "Riverside Hotel" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Handled" })).toHaveAttribute("aria-pressed", "true");
  });

  it("offers 'Create customer' on a partner application, prefilled from it", async () => {
    serveInbox([CONTACT, PARTNER]);
    renderInbox("/admin/inbox?show=all");
    const partner = await screen.findByRole("article", { name: "Riverside Hotel" });
    expect(within(partner).getByRole("link", { name: "Create customer" })).toHaveAttribute(
      "href",
      "/admin/customers/new?name=Riverside+Hotel&city=Gandhinagar&businessType=hotel&contactName=Ravi+Desai&email=ravi%40hotel.example",
    );
    const contact = screen.getByRole("article", { name: "Meera Shah" });
    expect(
      within(contact).queryByRole("link", { name: "Create customer" }),
    ).not.toBeInTheDocument();
  });

  it("marks an enquiry handled: it leaves the open list and the count drops", async () => {
    const user = userEvent.setup();
    const fetchMock = serveInbox([CONTACT, PARTNER]);
    renderInbox();
    const entry = await screen.findByRole("article", { name: "Meera Shah" });
    await user.click(within(entry).getByRole("button", { name: "Mark handled" }));
    expect(
      await screen.findByText(
        "No open enquiries. New contact messages and Partner Program applications appear here.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("0 open enquiries")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/inbox/${CONTACT.id}`,
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ handled: true }) }),
    );
  });

  it("shows 50 enquiries, then the older ones on 'Show older enquiries'", async () => {
    const user = userEvent.setup();
    // 51 open messages, newest first: Sender 1 is the newest, Sender 51 the oldest.
    const messages = Array.from({ length: 51 }, (_, i) => ({
      ...CONTACT,
      id: `0b5d2a9e-3f0c-4a57-9d4e-${String(i + 1).padStart(12, "0")}`,
      name: `Sender ${i + 1}`,
      receivedAt: new Date(Date.UTC(2026, 10, 20, 4, 30) - i * 60_000).toISOString(),
    }));
    const fetchMock = serveInbox(messages);
    renderInbox();
    expect(await screen.findByRole("article", { name: "Sender 50" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(50);
    expect(screen.getByText("51 open enquiries")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show older enquiries" }));
    expect(await screen.findByRole("article", { name: "Sender 51" })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(51);
    // The last page: nothing older to show.
    expect(screen.queryByRole("button", { name: "Show older enquiries" })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      "/api/admin/inbox?status=open&page=2&pageSize=50",
    );
  });

  it("says when the inbox cannot be loaded, and tries again on request", async () => {
    const user = userEvent.setup();
    serveInbox([CONTACT], { failFirstGet: true });
    renderInbox();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "The inbox could not be loaded. The database is not reachable.",
    );
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Meera Shah" })).toBeInTheDocument();
  });
});

describe("the inbox in the staff's language (issue 29)", () => {
  afterEach(() => {
    setAppLanguage("en");
    localStorage.clear();
  });

  it("reads in Gujarati: heading, count, filters, kinds, labels and buttons", async () => {
    serveInbox([CONTACT, PROBLEM]);
    await loadAppTexts("gu");
    await loadConsoleTexts("gu");
    setAppLanguage("gu");
    renderInbox();
    expect(await screen.findByText("2 બાકી પૂછપરછ")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "પૂછપરછ" })).toBeInTheDocument();
    expect(screen.getByText("સંપર્ક સંદેશ")).toBeInTheDocument();
    expect(screen.getByText("કલેક્શનની સમસ્યા")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "પતાવી તરીકે નોંધો" })).toHaveLength(2);
    expect(screen.getByRole("link", { name: "FC-8001 કન્સોલમાં ખોલો" })).toBeInTheDocument();
    expect(screen.getByText("3 નવે 2026")).toBeInTheDocument();
  });

  it("reads in Hindi, one open enquiry in the singular", async () => {
    serveInbox([CONTACT]);
    await loadAppTexts("hi");
    await loadConsoleTexts("hi");
    setAppLanguage("hi");
    renderInbox();
    expect(await screen.findByText("1 बाकी पूछताछ")).toBeInTheDocument();
    expect(screen.getByText("संपर्क संदेश")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "निपटाई गई दर्ज करें" })).toBeInTheDocument();
  });
});
