import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "./not-found-page";

const EVERY_PUBLIC_PAGE = [
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

describe("NotFoundPage", () => {
  it("says the page was not found and links every public page", () => {
    const Stub = createRoutesStub([{ path: "*", Component: NotFoundPage }]);
    render(<Stub initialEntries={["/no-such-page"]} />);

    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    const list = screen.getByRole("list");
    const hrefs = within(list)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect([...hrefs].sort()).toEqual([...EVERY_PUBLIC_PAGE].sort());
    expect(within(list).getByRole("link", { name: "Eco-Art" })).toHaveAttribute(
      "href",
      "/products",
    );
    expect(within(list).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });
});
