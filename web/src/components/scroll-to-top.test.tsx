import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ScrollToTop } from "./scroll-to-top";

describe("ScrollToTop", () => {
  it("scrolls the window to the top whenever the pathname changes", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <>
            <ScrollToTop />
            <Link to="/services">Services</Link>
            <Link to="/services?tab=2">Same page, other query</Link>
            <Outlet />
          </>
        ),
        children: [
          { index: true, Component: () => <h1>Home</h1> },
          { path: "services", Component: () => <h1>Services page</h1> },
        ],
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole("link", { name: "Services" }));
    await screen.findByRole("heading", { name: "Services page" });
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    // Only the query changed: the view stays where it is.
    await userEvent.click(screen.getByRole("link", { name: "Same page, other query" }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
