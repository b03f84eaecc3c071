// HTTP is a stubbed `fetch` answering like the API; the real API is covered by its own tests.
import type {
  CustomerDetail,
  CustomerListItem,
} from "@filtercycle/contract/customers/admin-customers";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { CustomerPage } from "./customer-page";
import { CustomersList } from "./customers-list";
import { NewCustomerPage } from "./new-customer-page";

const ALPHA: CustomerListItem = {
  code: "FC-1001",
  name: "Alpha Chai",
  city: "Ahmedabad",
  serviceType: "Kiosk Collection",
  businessType: "Café",
  kiosks: 2,
  balance: 123456.5,
  active: true,
  planningMode: "fill",
};
const BRAVO: CustomerListItem = {
  ...ALPHA,
  code: "FC-1002",
  name: "Bravo Labs",
  kiosks: 1,
  balance: 20,
  active: false,
};

const DETAIL: CustomerDetail = {
  code: "FC-1001",
  name: "Alpha Chai",
  addressLine1: "12, Riverfront Walk",
  addressLine2: "",
  city: "Ahmedabad",
  state: "Gujarat",
  pincode: "380006",
  siteContactPhone: "",
  latitude: null,
  longitude: null,
  serviceType: "Kiosk Collection",
  businessType: "Café",
  benefitRatePerKg: 12.5,
  planningMode: "fixed",
  active: true,
  deactivatedAt: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  figures: {
    butts: 1500,
    kg: 1.25,
    credits: 100,
    payouts: 30,
    adjustments: -5.5,
    balance: 64.5,
    kiosks: 2,
    logins: 0,
  },
};

type Call = { method: string; url: URL; body: unknown };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      "content-type": status >= 400 ? "application/problem+json" : "application/json",
    },
  });

/** A stubbed `fetch`: `answer` picks the answer of each call; every call is recorded. */
function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? "GET",
        url: new URL(String(input), "http://localhost"),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** Shows the current URL, so a test can read the list's state from it. */
function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, element: React.ReactNode, routePath: string) {
  saveSession({ token: "t", customerId: "", customerName: "Ravi", role: "admin" });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: routePath,
      Component: () => (
        <>
          {element}
          <Location />
        </>
      ),
    },
    { path: "*", Component: Location },
  ]);
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <Stub initialEntries={[path]} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const location = () => screen.getByRole("status", { name: "location" }).textContent;

describe("customers list", () => {
  it("asks the server for the page, sort, search and filter in the URL, and shows the rows", async () => {
    const calls = serve(() => json({ items: [ALPHA, BRAVO], page: 2, pageSize: 25, total: 27 }));
    renderAt(
      "/admin/customers?q=chai&active=active&sort=balance&dir=desc&page=2&pageSize=25",
      <CustomersList />,
      "/admin/customers",
    );
    const row = await screen.findByRole("row", { name: /Alpha Chai/ });
    expect(within(row).getByRole("link", { name: "Alpha Chai" })).toHaveAttribute(
      "href",
      "/admin/customers/FC-1001",
    );
    expect(within(row).getByText("₹1,23,456.50")).toBeInTheDocument();
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(
      within(screen.getByRole("row", { name: /Bravo Labs/ })).getByText("Deactivated"),
    ).toBeInTheDocument();
    expect(screen.getByText("26–27 of 27")).toBeInTheDocument();

    const asked = calls.find((c) => c.url.pathname === "/api/admin/customers");
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      q: "chai",
      active: "active",
      sort: "balance",
      dir: "desc",
      page: "2",
      pageSize: "25",
    });
    expect(screen.getByRole("columnheader", { name: /Balance/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/customers.csv?q=chai&active=active&sort=balance&dir=desc",
    );
    expect(screen.getByRole("link", { name: "Add customer" })).toHaveAttribute(
      "href",
      "/admin/customers/new",
    );
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("keeps sort, search, filter and page in the URL as staff change them", async () => {
    const user = userEvent.setup();
    serve(() => json({ items: [ALPHA], page: 1, pageSize: 50, total: 120 }));
    renderAt("/admin/customers", <CustomersList />, "/admin/customers");
    await screen.findByRole("row", { name: /Alpha Chai/ });
    expect(location()).toBe("/admin/customers");

    await user.click(screen.getByRole("button", { name: "Sort by Name" }));
    expect(location()).toBe("/admin/customers?sort=name&dir=asc");
    await user.click(screen.getByRole("button", { name: "Sort by Name (ascending)" }));
    expect(location()).toBe("/admin/customers?sort=name&dir=desc");

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(location()).toBe("/admin/customers?sort=name&dir=desc&page=2");

    // A new search starts again at page 1.
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "surat");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(location()).toBe("/admin/customers?q=surat&sort=name&dir=desc");

    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Deactivated only");
    expect(location()).toBe("/admin/customers?q=surat&active=inactive&sort=name&dir=desc");
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/customers.csv?q=surat&active=inactive&sort=name&dir=desc",
    );
  });
});

describe("new customer form", () => {
  it("is prefilled from a partner application's link", async () => {
    serve(() => json({}));
    renderAt(
      "/admin/customers/new?name=Law%20Garden%20Tea%20House&city=Ahmedabad&businessType=cafe-restaurant&email=meera%40tea.example&contactName=Meera%20Shah",
      <NewCustomerPage />,
      "/admin/customers/new",
    );
    expect(screen.getByLabelText("Business name")).toHaveValue("Law Garden Tea House");
    expect(screen.getByLabelText("City")).toHaveValue("Ahmedabad");
    expect(screen.getByLabelText("Business type")).toHaveValue("Café, restaurant or tea stall");
    expect(
      screen.getByText(
        "Contact: Meera Shah, meera@tea.example. Invite their login from the customer's page once it is saved.",
      ),
    ).toBeInTheDocument();
  });

  it("names every invalid field and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = serve(() => json({}));
    renderAt("/admin/customers/new", <NewCustomerPage />, "/admin/customers/new");
    await user.type(screen.getByLabelText("PIN code"), "08000");
    await user.type(screen.getByLabelText("Benefit rate (₹ per kg)"), "12.345");
    await user.click(screen.getByRole("button", { name: "Save customer" }));

    expect(screen.getByText("Please correct the highlighted fields.")).toBeInTheDocument();
    expect(screen.getByLabelText("Business name")).toHaveAccessibleDescription(
      "Please fill this in.",
    );
    expect(screen.getByLabelText("Business name")).toHaveFocus();
    expect(screen.getByLabelText("PIN code")).toHaveAccessibleDescription(
      "Six digits, e.g. 380006 Please enter a 6-digit PIN code (the first digit is not 0).",
    );
    expect(screen.getByLabelText("Benefit rate (₹ per kg)")).toHaveAccessibleDescription(
      "Rupees per kg collected, e.g. 300.00 Please enter an amount in rupees of 0 or more, with at most 2 decimals (e.g. 300.00).",
    );
    for (const label of ["City", "State", "Service type", "Business type"]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription("Please fill this in.");
    }
    expect(screen.getByLabelText(/Address line 1/)).not.toHaveAttribute("aria-invalid");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("shows the API's 400 on the field it names, then goes to the new customer's page", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = serve((call) => {
      if (call.method !== "POST") return json({});
      if (refuse) {
        refuse = false;
        return json(
          {
            type: "/problems/validation",
            title: "Bad Request",
            status: 400,
            detail: "Invalid body: state",
            errors: [{ field: "state", message: "must be at most 80 characters" }],
          },
          400,
        );
      }
      return json({ ...DETAIL, code: "FC-1004" }, 201);
    });
    renderAt("/admin/customers/new?name=Delta", <NewCustomerPage />, "/admin/customers/new");
    await user.type(screen.getByLabelText("City"), "Rajkot");
    await user.type(screen.getByLabelText("State"), "Gujarat");
    await user.type(screen.getByLabelText("PIN code"), "360001");
    await user.type(screen.getByLabelText("Service type"), "Kiosk Collection");
    await user.type(screen.getByLabelText("Business type"), "Restaurant");
    // Rupees as people write them: "1,211.50" (issue 25).
    await user.type(screen.getByLabelText("Benefit rate (₹ per kg)"), "1,211.50");
    await user.click(screen.getByRole("button", { name: "Save customer" }));

    await waitFor(() =>
      expect(screen.getByLabelText("State")).toHaveAccessibleDescription(
        "State must be at most 80 characters.",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Save customer" }));
    await waitFor(() => expect(location()).toBe("/admin/customers/FC-1004"));
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({
      name: "Delta",
      addressLine1: "",
      addressLine2: "",
      city: "Rajkot",
      state: "Gujarat",
      pincode: "360001",
      serviceType: "Kiosk Collection",
      businessType: "Restaurant",
      benefitRatePerKg: 1211.5,
      // Left empty: the site contact's phone and the coordinates are optional (issue 28).
      siteContactPhone: "",
      latitude: null,
      longitude: null,
    });
  });

  it("takes the site's coordinates as a pair in range, and sends them as numbers", async () => {
    const user = userEvent.setup();
    const calls = serve((call) =>
      call.method === "POST" ? json({ ...DETAIL, code: "FC-1004" }, 201) : json({}),
    );
    renderAt("/admin/customers/new?name=Delta", <NewCustomerPage />, "/admin/customers/new");
    for (const [label, text] of [
      ["City", "Ahmedabad"],
      ["State", "Gujarat"],
      ["PIN code", "380009"],
      ["Service type", "Kiosk Collection"],
      ["Business type", "Café"],
      ["Benefit rate (₹ per kg)", "300"],
    ] as const) {
      await user.type(screen.getByLabelText(label), text);
    }
    await user.type(screen.getByLabelText(/^Latitude/), "95");
    await user.click(screen.getByRole("button", { name: "Save customer" }));
    expect(screen.getByLabelText(/^Latitude/)).toHaveAccessibleDescription(
      expect.stringContaining("Please enter a latitude in degrees, from -90 to 90"),
    );
    await user.clear(screen.getByLabelText(/^Latitude/));
    await user.type(screen.getByLabelText(/^Latitude/), "23.022505");
    await user.click(screen.getByRole("button", { name: "Save customer" }));
    expect(screen.getByLabelText(/^Longitude/)).toHaveAccessibleDescription(
      expect.stringContaining("Please give both latitude and longitude, or neither."),
    );
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    await user.type(screen.getByLabelText(/^Longitude/), "72.571365");
    await user.click(screen.getByRole("button", { name: "Save customer" }));
    await waitFor(() => expect(location()).toBe("/admin/customers/FC-1004"));
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toMatchObject({
      latitude: 23.022505,
      longitude: 72.571365,
    });
  });
});

describe("customer page", () => {
  const serveCustomer = () => {
    let customer = { ...DETAIL };
    return serve((call) => {
      const path = call.url.pathname;
      if (path.endsWith("/logins")) return json({ items: [], page: 1, pageSize: 200, total: 0 });
      if (path.endsWith("/deactivate")) {
        customer = { ...customer, active: false, deactivatedAt: "2026-11-23T06:00:00.000Z" };
        return json(customer);
      }
      return json(customer);
    });
  };

  it("shows details, figures and View as customer", async () => {
    serveCustomer();
    renderAt("/admin/customers/FC-1001", <CustomerPage code="FC-1001" />, "/admin/customers/:code");
    expect(await screen.findByRole("heading", { level: 1, name: /Alpha Chai/ })).toBeVisible();
    expect(screen.getByText("₹64.50")).toBeInTheDocument();
    expect(screen.getByText("1.250 kg")).toBeInTheDocument();
    expect(screen.getByText("-₹5.50")).toBeInTheDocument();
    expect(screen.getByText("₹12.50 per kg")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View as customer" })).toHaveAttribute(
      "href",
      "/dashboard?customerId=FC-1001",
    );
  });

  it("deactivates only after the confirm dialog says yes", async () => {
    const user = userEvent.setup();
    const calls = serveCustomer();
    renderAt("/admin/customers/FC-1001", <CustomerPage code="FC-1001" />, "/admin/customers/:code");
    await user.click(await screen.findByRole("button", { name: "Deactivate" }));
    let dialog = screen.getByRole("dialog", { name: "Deactivate Alpha Chai?" });
    expect(
      within(dialog).getByText(
        "Its logins stop working at their next request and cannot sign in until you reactivate it. Its kiosks, collections, payouts and media are kept.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    dialog = screen.getByRole("dialog", { name: "Deactivate Alpha Chai?" });
    await user.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url.pathname)).toEqual([
      "/api/admin/customers/FC-1001/deactivate",
    ]);
    expect(await screen.findByRole("button", { name: "Reactivate" })).toBeInTheDocument();
    expect(
      screen.getByText("Deactivated on 23 Nov 2026. Its logins cannot sign in; its data is kept."),
    ).toBeInTheDocument();
  });
});
