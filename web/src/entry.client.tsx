import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { routeLoadErrorModule } from "./components/route-load-error";
import { installRouteModuleReloadGuard } from "./lib/route-module-reload-guard";

// Before hydrating: React Router reads its route-module cache while creating the router.
installRouteModuleReloadGuard({ fallbackModule: routeLoadErrorModule });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
