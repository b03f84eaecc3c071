import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Modules every page, public or signed in, loads (measured on the prerendered pages' scripts). */
const EVERY_PAGE =
  /(packages\/contract\/src\/(roles|brand|format-numbers)\.ts|web\/src\/(hooks\/use-session-(role|token)|features\/accounts\/hooks\/use-logout|config\/paths|lib\/page-meta|lib\/api-client)\.ts|react\/(cjs\/react-jsx-runtime\.production|jsx-runtime)\.js)$/;

const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // One copy of React and React Router in the bundle, whatever npm hoisted where.
    dedupe: ["react", "react-dom", "react-router"],
  },
  build: {
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
              // What every page loads (the header's session check, the API client, the site's
              // words and number formats): one file instead of ten small ones, each of which
              // cost a request and its own import and export lines (the public pages' 130 KB
              // budget, issue 29).
              name: "site-shared",
              test: EVERY_PAGE,
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
