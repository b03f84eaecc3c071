// `npm run dev`: the API with tsx watch on API_PORT (3001) and Vite with hot reload on PORT (3000),
// which proxies /api to the API. Both read the same .env-style environment.
import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./build-state.mjs";

const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const env = {
  ...process.env,
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? "data"),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  API_PORT: apiPort,
};

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "api/src/server.ts"], {
    cwd: root,
    stdio: "inherit",
    // Vite serves the web app in development, so the API serves none.
    env: { ...env, PORT: apiPort, WEB_BUILD_DIR: "" },
  }),
  spawn("npx", ["react-router", "dev", "--port", webPort, "--strictPort"], {
    cwd: path.join(root, "web"),
    stdio: "inherit",
    env,
  }),
];

const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.once("SIGINT", () => stop("SIGINT"));
process.once("SIGTERM", () => stop("SIGTERM"));
for (const child of children) {
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
