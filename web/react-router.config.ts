import { PUBLIC_PATHS } from "@filtercycle/contract/routes";
import type { Config } from "@react-router/dev/config";

/**
 * Framework mode without a runtime server: the public pages are prerendered to
 * `build/client/<path>/index.html`; every other path (/dashboard, /admin, /login, /forgot,
 * /reset-password and the not-found page) is served `build/client/__spa-fallback.html`.
 */
export default {
  appDirectory: "src",
  ssr: false,
  // The same list the API server uses to serve prerendered HTML (packages/contract/src/routes.ts).
  prerender: [...PUBLIC_PATHS],
} satisfies Config;
