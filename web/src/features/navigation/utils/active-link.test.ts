import { describe, expect, it } from "vitest";
import { firstSegment, isAdminPath, isDashboardPath, isLinkActive } from "./active-link";

describe("firstSegment", () => {
  it.each([
    ["/", ""],
    ["/services", "services"],
    ["/services/", "services"],
    ["/services/kiosks", "services"],
    ["/service-1", "service-1"],
  ])("%s → %s", (pathname, segment) => {
    expect(firstSegment(pathname)).toBe(segment);
  });
});

describe("isLinkActive", () => {
  it("matches on the first segment only", () => {
    expect(isLinkActive("/services", "/services")).toBe(true);
    expect(isLinkActive("/services", "/services/kiosks")).toBe(true);
    expect(isLinkActive("/services", "/service-1")).toBe(false);
    expect(isLinkActive("/", "/")).toBe(true);
    expect(isLinkActive("/", "/contact")).toBe(false);
  });
});

describe("isDashboardPath", () => {
  it("is true for any path starting with /dashboard", () => {
    expect(isDashboardPath("/dashboard")).toBe(true);
    expect(isDashboardPath("/dashboard/videos")).toBe(true);
    expect(isDashboardPath("/")).toBe(false);
    expect(isDashboardPath("/services")).toBe(false);
  });
});

describe("isAdminPath", () => {
  it("is true for the admin console and its sub-paths only", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/inbox")).toBe(true);
    expect(isAdminPath("/administration")).toBe(false);
    expect(isAdminPath("/")).toBe(false);
  });
});
