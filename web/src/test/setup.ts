import { customerApiRoutes } from "@filtercycle/contract/api/customer-routes";
import { methodsApiRoutes } from "@filtercycle/contract/api/methods-routes";
import { partnerApiRoutes } from "@filtercycle/contract/api/partner-routes";
import { staffApiRoutes } from "@filtercycle/contract/api/staff-routes";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { addApiRoutes } from "../lib/api-client";

// findBy…/waitFor wait up to 5 s (default 1 s): the test files run in parallel (decision 0081),
// and on a machine other work also loads a screen can take longer than 1 s to settle.
configure({ asyncUtilTimeout: 5_000 });

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
