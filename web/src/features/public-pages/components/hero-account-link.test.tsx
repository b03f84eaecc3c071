import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { saveSession } from "#web/lib/session-storage";
import { HOME_CONTENT } from "../content/home";
import { HomePage } from "./home-page";

function renderHome() {
  // The live figures' request stays pending: this test is about the hero.
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  const Stub = createRoutesStub([{ path: "/", Component: () => <HomePage c={HOME_CONTENT} /> }]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;
}

describe("the home page's hero", () => {
  it("offers a visitor the customer login", () => {
    const hero = renderHome();
    expect(within(hero).getByRole("link", { name: "Customer login" })).toHaveAttribute(
      "href",
      "/login",
    );
    expect(within(hero).queryByRole("link", { name: "Go to your dashboard" })).toBeNull();
  });

  it("offers a logged-in customer their dashboard instead of the login", () => {
    saveSession({ token: "t", customerId: "FC-1001", customerName: "Cafe", role: "customer" });
    const hero = renderHome();
    expect(within(hero).getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(within(hero).queryByRole("link", { name: "Customer login" })).toBeNull();
  });

  it("offers logged-in staff the admin console", () => {
    saveSession({ token: "t", customerId: "", customerName: "Ravi", role: "admin" });
    const hero = renderHome();
    expect(within(hero).getByRole("link", { name: "Go to the console" })).toHaveAttribute(
      "href",
      "/admin",
    );
  });
});
