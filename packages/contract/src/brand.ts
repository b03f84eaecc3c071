/**
 * Every brand string of the product lives here (PRODUCT.md "The company and the people"),
 * so a deployer changes one file. The contact details are placeholders to be replaced
 * before going live (see README "Brand").
 */
export const BRAND = {
  name: "Filtercycle",
  legalName: "Filtercycle Recycling Pvt. Ltd.",
  tagline: "We Would Love To Hear From You!",
  oneLiner:
    "Filtercycle collects cigarette butts through kiosks at your business and recycles the filters into useful Eco-Art products.",
  phone: "+91 79 4000 0000",
  email: "hello@filtercycle.example",
  postalAddress: "402, Green Park Business Centre, Ashram Road, Ahmedabad, Gujarat 380009, India",
  copyrightYear: 2023,
  social: [
    { label: "Instagram", href: "#instagram" },
    { label: "LinkedIn", href: "#linkedin" },
    { label: "YouTube", href: "#youtube" },
    { label: "X (Twitter)", href: "#x" },
  ],
} as const;
