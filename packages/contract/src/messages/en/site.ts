/**
 * The site's frame in English: the header, the footer, the language switcher. Shipped to the
 * browser in all three languages (the frame is on every page, also the signed-in ones), so it
 * stays short.
 */
export const site = {
  "nav.home": "Home",
  "nav.services": "Services",
  "nav.ecoArt": "Eco-Art",
  "nav.partnerProgram": "Partner Program",
  "nav.campaign": "Campaign",
  "nav.contact": "Contact",
  "footer.aboutUs": "About us",
  "footer.ourSupporters": "Our supporters",
  "footer.awards": "Awards",
  "footer.blog": "Blog",
  "footer.referenceAndSupport": "Reference and support",
  "footer.privacyPolicy": "Privacy policy",
  "footer.terms": "Terms and conditions",
  "footer.contactHeading": "Contact",
  "footer.companyHeading": "Company",
  "footer.socialHeading": "Follow us",
  "footer.rightsReserved": "All rights reserved.",
  "footer.oneLiner":
    "Filtercycle collects cigarette butts through kiosks at your business and recycles the filters into useful Eco-Art products.",
  "footer.tagline": "We Would Love To Hear From You!",
  "header.navLabel": "Main",
  "header.homeLinkLabel": "Filtercycle home",
  "header.login": "Login",
  "header.dashboard": "Dashboard",
  "header.adminConsole": "Admin console",
  "header.route": "Your route",
  "header.logout": "Logout",
  "header.loggingOut": "Logging out…",
  "header.menu": "Menu",
  "header.logoutError": "Could not log out. Please try again.",
  skipLink: "Skip to content",
  "languages.label": "Language",
  socialImageAlt: "Filtercycle: cigarette butts collected at kiosks and recycled into Eco-Art",
} as const;
