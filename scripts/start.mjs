// `npm start`: builds what is not built, then starts the server (migrations, demo seed, listen).
// The server runs in this process, so SIGTERM/SIGINT reach its own shutdown and its exit code is
// this process's. package.json runs this with `exec`: without it npm's `sh -c` sits between npm
// and Node, dies on the signal npm passes on, and leaves the server running (scripts/start.test.mjs).
import { ensureBuilt } from "./ensure-built.mjs";

ensureBuilt();
await import("../api/dist/server.js");
