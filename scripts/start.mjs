// `npm start`: builds what is not built, then starts the server (migrations, demo seed, listen).
import { ensureBuilt } from "./ensure-built.mjs";

ensureBuilt();
await import("../api/dist/server.js");
