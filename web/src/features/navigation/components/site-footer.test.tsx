import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";

function renderFooter() {
  const Stub = createRoutesStub([{ path: "/", Component: SiteFooter }]);
  render(<Stub initialEntries={["/"]} />);
  return screen.getByRole("contentinfo");
}

describe("SiteFooter", () => {
  it("shows the brand name and the tagline", () => {
    const footer = renderFooter();
    expect(within(footer).getByText("Filtercycle")).toBeInTheDocument();
    expect(within(footer).getByText("We Would Love To Hear From You!")).toBeInTheDocument();
  });

  it("links the phone number and the e-mail address", () => {
    const footer = renderFooter();
    expect(within(footer).getByRole("link", { name: "+91 79 4000 0000" })).toHaveAttribute(
      "href",
      "tel:+917940000000",
    );
    expect(within(footer).getByRole("link", { name: "hello@filtercycle.example" })).toHaveAttribute(
      "href",
      "mailto:hello@filtercycle.example",
    );
  });

  it("shows the postal address in Ahmedabad", () => {
    const footer = renderFooter();
    expect(
      within(footer).getByText(
        "402, Green Park Business Centre, Ashram Road, Ahmedabad, Gujarat 380009, India",
      ),
    ).toBeInTheDocument();
  });

  it("shows the placeholder social links", () => {
    const footer = renderFooter();
    for (const [name, href] of [
      ["Instagram", "#instagram"],
      ["LinkedIn", "#linkedin"],
      ["YouTube", "#youtube"],
      ["X (Twitter)", "#x"],
    ]) {
      expect(within(footer).getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("shows the copyright line with 2023", () => {
    const footer = renderFooter();
    expect(
      within(footer).getByText("© 2023 Filtercycle. All rights reserved."),
    ).toBeInTheDocument();
  });

  it("links the legal pages", () => {
    const footer = renderFooter();
    expect(within(footer).getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    expect(within(footer).getByRole("link", { name: "Terms and conditions" })).toHaveAttribute(
      "href",
      "/term-and-condition",
    );
  });
});
