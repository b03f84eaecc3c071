/**
 * The default conversion factors behind the dashboard's derived figures (PRODUCT.md "Figures and
 * their meaning"), with their published sources and the formula each one feeds. One source for
 * the API's settings defaults (`api/src/areas/settings/settings.defaults.ts`) and the public
 * "How we measure impact" section, so the page can never explain a different number than the
 * one a new installation computes with. Staff may change the values later (settings); the
 * defaults stay here.
 *
 * No zod in this module: public pages import it, and every kilobyte counts there.
 */
const TOXIC_WASTE_KG_PER_BUTT_KG = 1;
const MICROPLASTIC_KG_PER_BUTT_KG = 0.6;
const WATER_LITRES_PER_BUTT = 500;

export const IMPACT_FACTOR_DEFAULTS = {
  toxicWasteKgPerButtKg: {
    value: TOXIC_WASTE_KG_PER_BUTT_KG,
    unit: "kg of toxic waste per kg of butts",
    figure: "Toxic waste recycled in kg",
    formula: `Toxic waste recycled (kg) = cigarette butts collected (kg) × ${TOXIC_WASTE_KG_PER_BUTT_KG}`,
    source:
      "WHO (2017), Tobacco and its environmental impact: an overview — discarded butts are toxic waste in their entirety.",
  },
  microplasticKgPerButtKg: {
    value: MICROPLASTIC_KG_PER_BUTT_KG,
    unit: "kg of microplastic per kg of butts",
    figure: "Microplastic recycled in kg",
    formula: `Microplastic recycled (kg) = cigarette butts collected (kg) × ${MICROPLASTIC_KG_PER_BUTT_KG}`,
    source:
      "Novotny & Slaughter (2014), Tobacco product waste: an environmental approach to reduce tobacco consumption — cellulose-acetate filter share of a collected butt's weight.",
  },
  waterLitresPerButt: {
    value: WATER_LITRES_PER_BUTT,
    unit: "litres of water per butt",
    figure: "Water resources protected in litres",
    formula: `Water protected (litres) = cigarette butts collected (number) × ${WATER_LITRES_PER_BUTT}`,
    source:
      "Slaughter et al. (2011), Toxicity of cigarette butts, and their chemical components, to marine and freshwater fish, Tobacco Control 20 (Suppl 1).",
  },
} as const;

export type ImpactFactorKey = keyof typeof IMPACT_FACTOR_DEFAULTS;
