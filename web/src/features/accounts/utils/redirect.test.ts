import { describe, expect, it } from "vitest";
import { destinationAfterLogin, homeFor, returnPathFrom } from "./redirect";

const from = (pathname: string, search = "", hash = "") => ({ from: { pathname, search, hash } });

describe("returnPathFrom", () => {
  it("accepts a path of this site, as the signed-in layout passes it or as a string", () => {
    expect(returnPathFrom(from("/dashboard", "?tab=videos", "#top"))).toEqual({
      pathname: "/dashboard",
      search: "?tab=videos",
      hash: "#top",
    });
    expect(returnPathFrom({ from: "/admin/customers?page=2" })).toEqual({
      pathname: "/admin/customers",
      search: "?page=2",
      hash: "",
    });
  });

  it.each([
    ["no state", null],
    ["no from", { other: 1 }],
    ["another host", { from: "https://evil.example/dashboard" }],
    ["a protocol-relative URL", { from: "//evil.example/dashboard" }],
    ["a backslash host", from("/\\evil.example")],
    ["a protocol-relative pathname", from("//evil.example")],
    ["a javascript: URL", { from: "javascript:alert(1)" }],
    ["a relative path", from("dashboard")],
    ["the login page itself", from("/login")],
    ["the reset page", from("/reset-password", "?token=x")],
    ["a malformed search", from("/dashboard", "tab=videos")],
    ["a control character", from("/dash\nboard")],
  ])("refuses %s", (_, state) => {
    expect(returnPathFrom(state)).toBeNull();
  });
});

describe("destinationAfterLogin", () => {
  it("returns to where the user came from, whatever the role", () => {
    expect(destinationAfterLogin(from("/admin"), "customer").pathname).toBe("/admin");
  });

  it("else sends staff to /admin and customers to /dashboard", () => {
    expect(homeFor("admin")).toBe("/admin");
    expect(homeFor("customer")).toBe("/dashboard");
    expect(homeFor(null)).toBe("/dashboard");
    expect(destinationAfterLogin({ from: "//evil.example" }, "admin").pathname).toBe("/admin");
  });
});
