import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** A module path test from the paths (without extension) under web/src, packages/contract/src and node_modules. */
function modules({
  web = [],
  contract = [],
  packages = [],
}: {
  web?: string[];
  contract?: string[];
  packages?: string[];
}): RegExp {
  const any = (list: string[]) => (list.length ? list.join("|") : "(?!)");
  return new RegExp(
    `(web/src/(${any(web)})\\.tsx?|packages/contract/src/(${any(contract)})\\.ts|node_modules/(${any(packages)})\\.m?js)$`,
  );
}

/**
 * Modules every page, public or signed in, loads (measured on the prerendered pages' scripts):
 * React DOM with its scheduler and React Router's DOM entry (else `entry.client` is a 67 KB file
 * of its own, with its own gzip dictionary), the entry's reload guard, the root layout's
 * header, footer and language switcher (else `root` carries them), the header's session check,
 * the API client, the site's words and number formats.
 */
const EVERY_PAGE = modules({
  web: [
    "hooks/use-session-(role|token)",
    "features/accounts/hooks/use-logout",
    "config/paths",
    "lib/(page-meta|api-client|site-texts|language-fonts)",
    "features/navigation/.*",
    "components/(logo|error-page|scroll-to-top|ui/cx|route-load-error)",
    "lib/route-module-reload-guard",
  ],
  contract: ["roles", "brand", "format-numbers", "site-links", "messages/fill"],
  packages: [
    "react/(cjs/react-jsx-runtime\\.production|jsx-runtime)",
    "react-dom/.*",
    "scheduler/.*",
    "react-router/dist/production/dom-export",
  ],
});

/** The form kit the public enquiry forms share with the signed-in screens' forms. */
const UI_KIT = modules({
  web: ["components/ui/(button|icons|card|alert|field|inputs)", "lib/forms/use-form"],
  contract: ["text-rules"],
});

/** The public enquiry forms (/contact, /partner-program) around that kit. */
const ENQUIRY_FORM = modules({
  web: [
    "features/public-pages/(components/(enquiry-form-card|form-fields|form-text)|api/send-enquiry|content/forms|utils/(enquiry-failure|validate-enquiry)|hooks/use-hydrated)",
  ],
  contract: ["enquiries/enquiry-rules", "messages/en/forms"],
});

/**
 * What must never be in a chunk every page loads (site-shared, the entry, the root layout): a
 * screen's own code (any feature area but the header's and the logout it offers), Gujarati or
 * Hindi words (a page in one language would carry the others'), and the libraries of the
 * signed-in screens. Any of these would be sent to every public page (issue 29's budget).
 */
const NEVER_ON_EVERY_PAGE = new RegExp(
  [
    "web/src/features/(?!navigation/|accounts/(hooks/use-logout|api/logout)\\.ts$)",
    "packages/contract/src/messages/(gu|hi)/",
    "node_modules/(@tanstack|zod|pdf-lib|@pdf-lib|pdfjs-dist|qrcode|react-day-picker|idb-keyval)/",
  ].join("|"),
);

/** Fails the browser's build when a chunk every page loads holds a NEVER_ON_EVERY_PAGE module. */
function everyPageChunkGuard(): Plugin {
  return {
    name: "every-page-chunk-guard",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const everyPage = ["site-shared", "entry.client", "root"].includes(chunk.name);
        if (!everyPage) continue;
        const wrong = chunk.moduleIds.filter((id) => NEVER_ON_EVERY_PAGE.test(id));
        if (wrong.length > 0)
          this.error(
            `${chunk.fileName} is loaded by every page, public ones included, but holds ${wrong.join(", ")}: ` +
              "import it from the screens that need it (see EVERY_PAGE in web/vite.config.ts).",
          );
      }
    },
  };
}

/**
 * React Router's package points every import, in every mode, at its development build
 * (dist/development, remix-run/react-router#12532), whose only difference from dist/production is
 * `ENABLE_DEV_WARNINGS = true`: its warnings then ride in every page's JavaScript (0.6 KB gzip).
 * The browser's production build takes dist/production; the dev server and the prerender (Node)
 * keep the package's default.
 */
function reactRouterProductionBuild(): Plugin {
  const require = createRequire(import.meta.url);
  const production = path.join(
    path.dirname(require.resolve("react-router/dom")),
    "..",
    "production",
  );
  const files: Record<string, string> = {
    "react-router": path.join(production, "index.mjs"),
    "react-router/dom": path.join(production, "dom-export.mjs"),
  };
  return {
    name: "react-router-production-build",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    enforce: "pre",
    resolveId: (source) => files[source] ?? null,
  };
}

const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), reactRouterProductionBuild(), everyPageChunkGuard()],
  resolve: {
    // One copy of React and React Router in the bundle, whatever npm hoisted where.
    dedupe: ["react", "react-dom", "react-router"],
  },
  build: {
    // `SOURCEMAP=1 npm run build -w web`: to see what each chunk holds (decision 0090's amendment
    // of 2026-11-27 on the budget). Never in a build that is served or measured: every script
    // then ends in a sourceMappingURL comment. Build again without it before the e2e tests
    // (`scripts/ensure-built.mjs` sees no changed source and would keep that build).
    sourcemap: process.env.SOURCEMAP === "1",
    // Illustrations stay files (hashed, cached for a year, lazy-loadable) instead of being
    // inlined into the JavaScript as data URLs, which would count against the pages' budget.
    // The same for the switcher's tiny language-name fonts (app.css): fetched only where their
    // letters are on the page, instead of riding in every page's stylesheet.
    assetsInlineLimit: (file) => (/\.(svg|woff2)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page loads: one file instead of a dozen small ones, each of which
              // cost a request, its own import and export lines and its own gzip dictionary
              // (the public pages' 130 KB budget, issue 29). Only modules every page loads
              // anyway belong here: anything else added to EVERY_PAGE is sent to every page.
              name: "site-shared",
              test: EVERY_PAGE,
              priority: 3,
            },
            {
              // Before enquiry-form, which would otherwise capture the kit as its dependency and
              // make the signed-in screens' forms download the public enquiry code.
              name: "ui-kit",
              test: UI_KIT,
              priority: 2,
            },
            {
              // Loaded by /contact and /partner-program only (and, for BUSINESS_TYPES, by the
              // console's inbox and new-customer screens).
              name: "enquiry-form",
              test: ENQUIRY_FORM,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      // The verification and public impact pages are rendered by the API (issue 15).
      "/verify/": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "/impact/": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
