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
  /**
   * The company's profiles: set `href` to the full address of each network it uses. The footer
   * links only the networks that have one (a link to nowhere is worse than none).
   */
  social: [
    { label: "Instagram", href: null },
    { label: "LinkedIn", href: null },
    { label: "YouTube", href: null },
    { label: "X (Twitter)", href: null },
  ] satisfies readonly SocialNetwork[] as readonly SocialNetwork[],
} as const;

export type SocialNetwork = { label: string; href: string | null };

/** The networks whose address is set, in the brand's order. */
export function linkedSocialNetworks(
  social: readonly SocialNetwork[] = BRAND.social,
): { label: string; href: string }[] {
  return social.flatMap(({ label, href }) => (href ? [{ label, href }] : []));
}
