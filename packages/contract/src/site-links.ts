/**
 * The public site's top and footer links (SPEC.md §2 "Navigation"), in order: the React header
 * and footer and the pages the API renders itself (/verify) draw the same links from here.
 */
export const SITE_NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/products", label: "Eco-Art" },
  { to: "/partner-program", label: "Partner Program" },
  { to: "/campaign", label: "Campaign" },
  { to: "/contact", label: "Contact" },
] as const;

/** Secondary links in the footer (the top links are not repeated there). */
export const SITE_FOOTER_LINKS = [
  { to: "/aboutus", label: "About us" },
  { to: "/our-supporter", label: "Our supporters" },
  { to: "/awards", label: "Awards" },
  { to: "/blog", label: "Blog" },
  { to: "/reference-and-support", label: "Reference and support" },
  { to: "/privacy-policy", label: "Privacy policy" },
  { to: "/term-and-condition", label: "Terms and conditions" },
] as const;

export const SITE_FOOTER_TEXT = {
  contactHeading: "Contact",
  companyHeading: "Company",
  socialHeading: "Follow us",
  rightsReserved: "All rights reserved.",
} as const;
