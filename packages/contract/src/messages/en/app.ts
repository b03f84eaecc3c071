import { account } from "./account.ts";
import { auth } from "./auth.ts";
import { collector } from "./collector.ts";
import { console } from "./console.ts";
import { dashboard } from "./dashboard.ts";

/**
 * The signed-in product's words (and the screens before login) in this language: what the web
 * loads as its own chunk, only for the language a person reads (docs/decisions/0093).
 */
export const app = { auth, dashboard, account, collector, console } as const;
