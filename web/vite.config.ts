import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

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
    assetsInlineLimit: (file) => (file.endsWith(".svg") ? false : undefined),
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
