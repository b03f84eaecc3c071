import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { describe, expect, it, vi } from "vitest";
import routerConfig from "../react-router.config";
import { PUBLIC_PAGES } from "./config/paths";
import routes from "./routes";

type RouteModule = {
  default: ComponentType;
  meta?: (args: { loaderData?: unknown }) => MetaDescriptor[];
  loader?: (args: { request: Request; params: object; context: object }) => unknown;
};

const modules = import.meta.glob<RouteModule>(
  ["./routes/*.tsx", "./routes/*/*.tsx", "!./routes/**/*.test.tsx"],
  { eager: true },
);

const PUBLIC_PATHS = [
  "/",
  "/aboutus",
  "/awards",
  "/blog",
  "/campaign",
  "/contact",
  "/our-supporter",
  "/partner-program",
  "/privacy-policy",
  "/products",
  "/reference-and-support",
  "/services",
  "/service-1",
  "/service-2",
  "/service-3",
  "/term-and-condition",
];
const CLIENT_ONLY_PATHS = [
  "/dashboard",
  "/admin",
  "/login",
  "/forgot",
  "/reset-password",
  "/account",
  "/unsubscribe",
];

type RouteEntry = (typeof routes)[number];
/** Every route, with the children of layout routes (which have no path of their own). */
const allRoutes = (list: readonly RouteEntry[]): RouteEntry[] =>
  list.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
const routeFor = (path: string) =>
  allRoutes(routes).find((r) => (path === "/" ? r.index === true : `/${r.path}` === path));

function moduleFor(path: string): RouteModule {
  // A console screen: the /admin layout's child (its path is relative to /admin).
  const child = path.startsWith("/admin/")
    ? routeFor("/admin")?.children?.find((r) => `/admin/${r.path}` === path)
    : undefined;
  const file = (child ?? routeFor(path))?.file;
  const module = file ? modules[`./${file}`] : undefined;
  if (!module) throw new Error(`no route module for ${path}`);
  return module;
}

/**
 * What a page's loader gives it when the English page is prerendered (the pages in three
 * languages build their words there); undefined for the build-time file readers (blog, legal),
 * whose components render without it.
 */
function englishLoaderData(module: RouteModule): unknown {
  const data = module.loader?.({
    request: new Request("http://localhost/"),
    params: {},
    context: {},
  });
  return data instanceof Promise ? undefined : data;
}

/** Renders a route module at `path` as its prerendered page would hydrate (with its loader data). */
function renderPage(path: string, module: RouteModule) {
  const Stub = createRoutesStub([{ id: "page", path, Component: module.default }]);
  render(
    <Stub
      initialEntries={[path]}
      hydrationData={{ loaderData: { page: englishLoaderData(module) } }}
    />,
  );
}

function titleOf(module: RouteModule): string | undefined {
  const tags = module.meta?.({ loaderData: englishLoaderData(module) }) ?? [];
  return tags.flatMap((tag) => ("title" in tag ? [String(tag.title)] : []))[0];
}

describe("route config", () => {
  it("has a route for every page of SPEC.md §2 and PRODUCT.md, and a catch-all", () => {
    for (const path of [...PUBLIC_PATHS, ...CLIENT_ONLY_PATHS]) {
      expect(routeFor(path), path).toBeDefined();
    }
    expect(routes.at(-1)?.path).toBe("*");
  });

  it("keeps the query client to the signed-in screens", () => {
    const layout = routes.find((r) => r.file === "routes/signed-in-layout.tsx");
    expect(layout?.children?.map((r) => r.path).sort()).toEqual(["account", "admin", "dashboard"]);
  });

  it("prerenders exactly the public pages", () => {
    const prerendered = routerConfig.prerender as string[];
    // Besides the SPEC's public paths, one page per blog post (web/content/blog/*.md), and the
    // translated pages and every post in Gujarati and Hindi (issue 29).
    const posts = prerendered.filter((path) => /^\/blog\/[a-z0-9-]+$/.test(path));
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const translatedPosts = prerendered.filter((path) =>
      /^\/(gu|hi)\/blog\/[a-z0-9-]+$/.test(path),
    );
    expect(translatedPosts.sort()).toEqual(
      posts.flatMap((post) => [`/gu${post}`, `/hi${post}`]).sort(),
    );
    const others = prerendered.filter(
      (path) => !posts.includes(path) && !translatedPosts.includes(path),
    );
    expect(others.sort()).toEqual(
      [
        ...PUBLIC_PATHS,
        "/gu",
        "/gu/contact",
        "/gu/partner-program",
        "/gu/aboutus",
        "/gu/services",
        "/gu/service-1",
        "/gu/service-2",
        "/gu/service-3",
        "/gu/products",
        "/gu/campaign",
        "/gu/our-supporter",
        "/gu/awards",
        "/gu/reference-and-support",
        "/gu/blog",
        "/gu/privacy-policy",
        "/gu/term-and-condition",
        "/hi",
        "/hi/contact",
        "/hi/partner-program",
        "/hi/aboutus",
        "/hi/services",
        "/hi/service-1",
        "/hi/service-2",
        "/hi/service-3",
        "/hi/products",
        "/hi/campaign",
        "/hi/our-supporter",
        "/hi/awards",
        "/hi/reference-and-support",
        "/hi/blog",
        "/hi/privacy-policy",
        "/hi/term-and-condition",
      ].sort(),
    );
    expect(PUBLIC_PAGES.map((page) => page.path).sort()).toEqual([...PUBLIC_PATHS].sort());
    expect(routerConfig.ssr).toBe(false);
  });
});

describe("page modules", () => {
  it.each(PUBLIC_PATHS.filter((path) => path !== "/"))(
    "%s has a '<name> | Filtercycle' title and a heading",
    (path) => {
      const module = moduleFor(path);
      expect(titleOf(module)).toMatch(/^[A-Z][\w -]+ \| Filtercycle$/);
      renderPage(path, module);
      expect(screen.getByRole("heading", { level: 1 })).not.toBeEmptyDOMElement();
    },
  );

  it("titles the services page 'Services | Filtercycle' and heads it 'Services'", () => {
    const module = moduleFor("/services");
    expect(titleOf(module)).toBe("Services | Filtercycle");
    renderPage("/services", module);
    expect(screen.getByRole("heading", { level: 1, name: "Services" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kiosks for businesses" })).toHaveAttribute(
      "href",
      "/service-1",
    );
  });

  it.each([
    ["/service-1", "Kiosk Collection"],
    ["/service-2", "Events & Public Spaces"],
    ["/service-3", "Corporate Programme"],
  ])("%s's eyebrow names the service's category (%s), not its number", (path, category) => {
    renderPage(path, moduleFor(path));
    const heading = screen.getByRole("heading", { level: 1 });
    const eyebrow = heading.previousElementSibling;
    expect(eyebrow).toHaveTextContent(category);
    expect(document.body).not.toHaveTextContent(/Service [123]/i);
  });

  it.each([
    ["/awards", "Recognition Filtercycle has received"],
    ["/our-supporter", "Supporters"],
  ])("%s shows nothing of its unfilled list (%s)", (path, heading) => {
    renderPage(path, moduleFor(path));
    expect(screen.queryByRole("heading", { name: heading })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/placeholder|before the site goes live/i);
  });

  it("names the company on the home page", () => {
    const module = moduleFor("/");
    expect(titleOf(module)).toMatch(/^Filtercycle \| /);
    // The live figures' request stays pending: this test is about the page's own content.
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    renderPage("/", module);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Every cigarette butt, collected and recycled.",
    );
  });

  it("shows the contact details on the contact page", () => {
    renderPage("/contact", moduleFor("/contact"));
    expect(screen.getByRole("link", { name: "+91 79 4000 0000" })).toHaveAttribute(
      "href",
      "tel:+917940000000",
    );
    expect(screen.getByText(/Ahmedabad, Gujarat 380009, India/)).toBeInTheDocument();
  });

  it.each([
    ["/dashboard", "Dashboard"],
    ["/admin/inbox", "Inbox"],
  ])("%s shows its heading '%s' to a logged-in user", (path, heading) => {
    localStorage.setItem("token", "token-123");
    // Staff for the console; a customer for the dashboard (staff there get the support view).
    localStorage.setItem("role", path === "/dashboard" ? "customer" : "admin");
    // The dashboard loads its figures with TanStack Query: a client, and calls that stay pending.
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const Stub = createRoutesStub([{ path, Component: moduleFor(path).default }]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[path]} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(titleOf(moduleFor(path))).toBe(`${heading} | Filtercycle`);
  });

  it("/admin wraps the console's screens in its shell for staff, titled 'Admin console'", () => {
    localStorage.setItem("token", "token-123");
    localStorage.setItem("role", "admin");
    localStorage.setItem("customerName", "Ravi Staff");
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const Stub = createRoutesStub([
      {
        path: "/admin",
        Component: moduleFor("/admin").default,
        children: [{ index: true, Component: () => <h1>Screen</h1> }],
      },
    ]);
    render(<Stub initialEntries={["/admin"]} />);
    expect(screen.getByRole("navigation", { name: "Console" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("heading", { name: "Screen" }),
    );
    expect(screen.getByText("Ravi Staff")).toBeInTheDocument();
    expect(titleOf(moduleFor("/admin"))).toBe("Admin console | Filtercycle");
  });

  it("/admin/route shows the collector's screen without the console's sidebar, for staff", () => {
    localStorage.setItem("token", "token-123");
    localStorage.setItem("role", "admin");
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const route = modules["./routes/admin/route.tsx"] as RouteModule & { handle?: unknown };
    const Stub = createRoutesStub([
      {
        path: "/admin",
        Component: moduleFor("/admin").default,
        children: [{ path: "route", handle: route.handle, Component: () => <h1>Route</h1> }],
      },
    ]);
    render(<Stub initialEntries={["/admin/route"]} />);
    expect(screen.queryByRole("navigation", { name: "Console" })).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("heading", { name: "Route" }),
    );
    expect(titleOf(moduleFor("/admin/route"))).toBe("Collector's route | Filtercycle");
  });

  it.each([
    ["/dashboard", "Choose a customer"],
    ["/dashboard?customerId=FC-1001", "Dashboard"],
  ])("%s for staff: the support view only with a customer named (%s)", (path, heading) => {
    localStorage.setItem("token", "token-123");
    localStorage.setItem("role", "admin");
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const Stub = createRoutesStub([
      { path: "/dashboard", Component: moduleFor("/dashboard").default },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={[path]} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    const banner = screen.queryByText(/as staff — read-only/);
    if (path.includes("customerId")) expect(banner).toHaveTextContent("(FC-1001)");
    else expect(banner).not.toBeInTheDocument();
  });

  it("/admin shows a customer the 403 page", () => {
    localStorage.setItem("token", "token-123");
    localStorage.setItem("role", "customer");
    renderPage("/admin", moduleFor("/admin"));
    expect(screen.getByRole("heading", { level: 1, name: "Access denied" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Console" })).not.toBeInTheDocument();
  });

  it.each(["/dashboard", "/admin"])("%s sends a logged-out visitor to /login", async (path) => {
    // The check is the signed-in layout's loader, around both screens.
    const layout = modules["./routes/signed-in-layout.tsx"] as RouteModule & {
      clientLoader: (args: { request: Request }) => Promise<unknown>;
    };
    const Stub = createRoutesStub([
      {
        Component: layout.default,
        loader: ({ request }) => layout.clientLoader({ request }),
        children: [{ path, Component: moduleFor(path).default }],
      },
      { path: "/login", Component: moduleFor("/login").default },
    ]);
    render(<Stub initialEntries={[path]} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Log in to your dashboard" }),
    ).toBeInTheDocument();
  });
});
