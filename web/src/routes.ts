import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  pathIn,
  type TRANSLATED_PATHS,
} from "@filtercycle/contract/languages";
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** The module of each page that is also in Gujarati and Hindi (the same module per language). */
const TRANSLATED_PAGE_MODULES: Record<(typeof TRANSLATED_PATHS)[number], string> = {
  "/": "routes/home.tsx",
  "/contact": "routes/contact.tsx",
  "/partner-program": "routes/partner-program.tsx",
  "/aboutus": "routes/about-us.tsx",
  "/services": "routes/services.tsx",
  "/service-1": "routes/service-1.tsx",
  "/service-2": "routes/service-2.tsx",
  "/service-3": "routes/service-3.tsx",
  "/products": "routes/products.tsx",
  "/campaign": "routes/campaign.tsx",
  "/our-supporter": "routes/our-supporter.tsx",
  "/awards": "routes/awards.tsx",
  "/reference-and-support": "routes/reference-and-support.tsx",
  "/blog": "routes/blog.tsx",
  "/privacy-policy": "routes/privacy-policy.tsx",
  "/term-and-condition": "routes/term-and-condition.tsx",
};

/** "/gu", "/gu/contact", "/hi", …: each its own route id, the page's own module (issue 29). */
const translatedPages = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap(
  (language) =>
    Object.entries(TRANSLATED_PAGE_MODULES).map(([pagePath, file]) => {
      const path = pathIn(pagePath, language);
      const id = `${language}-${pagePath === "/" ? "home" : pagePath.slice(1)}`;
      return route(path.slice(1), file, { id });
    }),
);

/** Every blog post in Gujarati and Hindi: "/gu/blog/<slug>", "/hi/blog/<slug>". */
const translatedPosts = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map(
  (language) =>
    route(`${language}/blog/:slug`, "routes/blog-post.tsx", { id: `${language}-blog-post` }),
);

/**
 * SPEC.md §2 routes, plus /admin and /reset-password (PRODUCT.md), /account and /unsubscribe
 * (issue 13). Each module loads on demand.
 */
export default [
  index("routes/home.tsx"),
  route("aboutus", "routes/about-us.tsx"),
  route("awards", "routes/awards.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("campaign", "routes/campaign.tsx"),
  route("contact", "routes/contact.tsx"),
  route("our-supporter", "routes/our-supporter.tsx"),
  route("partner-program", "routes/partner-program.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("products", "routes/products.tsx"),
  route("reference-and-support", "routes/reference-and-support.tsx"),
  route("services", "routes/services.tsx"),
  route("service-1", "routes/service-1.tsx"),
  route("service-2", "routes/service-2.tsx"),
  route("service-3", "routes/service-3.tsx"),
  route("term-and-condition", "routes/term-and-condition.tsx"),
  ...translatedPages,
  ...translatedPosts,
  // The query client for customer data lives in this layout, not in every page.
  layout("routes/signed-in-layout.tsx", [
    route("dashboard", "routes/dashboard.tsx"),
    // The login's own settings: e-mail choices and the password.
    route("account", "routes/account.tsx"),
    // The operations console (staff only): its own shell, one module per screen.
    route("admin", "routes/admin/console-layout.tsx", [
      index("routes/admin/overview.tsx"),
      route("customers", "routes/admin/customers.tsx"),
      route("customers/new", "routes/admin/customer-new.tsx"),
      route("customers/:code", "routes/admin/customer.tsx"),
      route("collections", "routes/admin/collections.tsx"),
      route("custody", "routes/admin/custody.tsx"),
      route("pickups", "routes/admin/pickups.tsx"),
      // The collector's screen, for a phone: without the console's sidebar (its `handle`).
      route("route", "routes/admin/route.tsx"),
      route("payouts", "routes/admin/payouts.tsx"),
      route("payouts/batches", "routes/admin/payout-batches.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("inbox", "routes/admin/inbox.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("audit-log", "routes/admin/audit-log.tsx"),
      // A wrong address under /admin/…: not found, inside the console (with its navigation).
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("login", "routes/login.tsx"),
  route("forgot", "routes/forgot.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  // A mail's one-click unsubscribe: no login, so outside the signed-in layout.
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
