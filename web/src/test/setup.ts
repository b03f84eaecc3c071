import { customerApiRoutes } from "@filtercycle/contract/api/customer-routes";
import { methodsApiRoutes } from "@filtercycle/contract/api/methods-routes";
import { partnerApiRoutes } from "@filtercycle/contract/api/partner-routes";
import { staffApiRoutes } from "@filtercycle/contract/api/staff-routes";
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { addApiRoutes } from "../lib/api-client";

// In the app the signed-in layout adds the staff routes; component tests render screens alone.
addApiRoutes(staffApiRoutes);
addApiRoutes(customerApiRoutes);
addApiRoutes(methodsApiRoutes);
addApiRoutes(partnerApiRoutes);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
