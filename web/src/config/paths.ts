/**
 * Every path of the app in one place. The public pages are prerendered at build time
 * (react-router.config.ts) and listed on the not-found page; the client-only ones are
 * served by the SPA fallback.
 */
export const paths = {
  home: "/",
  aboutUs: "/aboutus",
  awards: "/awards",
  blog: "/blog",
  campaign: "/campaign",
  contact: "/contact",
  ourSupporter: "/our-supporter",
  partnerProgram: "/partner-program",
  privacyPolicy: "/privacy-policy",
  products: "/products",
  referenceAndSupport: "/reference-and-support",
  services: "/services",
  service1: "/service-1",
  service2: "/service-2",
  service3: "/service-3",
  termAndCondition: "/term-and-condition",
  dashboard: "/dashboard",
  admin: "/admin",
  /** The collector's route screen (decision 0085). */
  route: "/admin/route",
  login: "/login",
  forgot: "/forgot",
  resetPassword: "/reset-password",
  account: "/account",
  unsubscribe: "/unsubscribe",
} as const;

/** The public pages, in the order the not-found page lists them. */
export const PUBLIC_PAGES = [
  { path: paths.home, label: "Home" },
  { path: paths.aboutUs, label: "About us" },
  { path: paths.services, label: "Services" },
  { path: paths.service1, label: "Kiosks for businesses" },
  { path: paths.service2, label: "Events and public spaces" },
  { path: paths.service3, label: "Corporate programmes" },
  { path: paths.products, label: "Eco-Art" },
  { path: paths.partnerProgram, label: "Partner Program" },
  { path: paths.campaign, label: "Campaign" },
  { path: paths.ourSupporter, label: "Our supporters" },
  { path: paths.awards, label: "Awards" },
  { path: paths.blog, label: "Blog" },
  { path: paths.referenceAndSupport, label: "Reference and support" },
  { path: paths.contact, label: "Contact" },
  { path: paths.privacyPolicy, label: "Privacy policy" },
  { path: paths.termAndCondition, label: "Terms and conditions" },
] as const;

/** The paths `react-router build` prerenders to HTML. */
