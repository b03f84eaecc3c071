import { z } from "zod";

/*
 * Every contract schema imports zod from here. In a browser zod is told not to compile its
 * parsers with `new Function`: the page's Content-Security-Policy forbids eval, and zod's check
 * for it (`new Function("")`) is itself reported as a violation. The API keeps the faster
 * compiled parsers.
 */
if ("document" in globalThis) z.config({ jitless: true });

export { z };
