import { linkedSocialNetworks } from "@filtercycle/contract/brand";
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

  it("links no social network while the brand sets no address for any", () => {
    const footer = renderFooter();
    expect(within(footer).queryByRole("heading", { name: "Follow us" })).not.toBeInTheDocument();
    for (const name of ["Instagram", "LinkedIn", "YouTube", "X (Twitter)"]) {
      expect(within(footer).queryByRole("link", { name })).not.toBeInTheDocument();
    }
    for (const link of within(footer).getAllByRole("link")) {
      expect(link.getAttribute("href")).not.toMatch(/^#/);
    }
  });

  it("links only the networks whose address is set", () => {
    expect(
      linkedSocialNetworks([
        { label: "Instagram", href: "https://www.instagram.com/filtercycle" },
        { label: "LinkedIn", href: null },
      ]),
    ).toEqual([{ label: "Instagram", href: "https://www.instagram.com/filtercycle" }]);
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

  it("repeats the language links as a group, not a second navigation named Language", () => {
    const footer = renderFooter();
    const languages = within(footer).getByRole("group", { name: "Language" });
    expect(
      within(languages)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["English", "/"],
      ["ગુજરાતી", "/gu"],
      ["हिन्दी", "/hi"],
    ]);
    // The header's switcher is the page's one "Language" landmark (axe: landmark-unique).
    expect(within(footer).queryByRole("navigation", { name: "Language" })).toBeNull();
  });
});
