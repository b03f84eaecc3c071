/** The Eco-Art page (/products). */
export const products = {
  title: "Eco-Art",
  description:
    "Eco-Art: cushions, coasters, desk items and art panels made from recycled cigarette filters by Filtercycle in Ahmedabad, for offices, gifts and homes.",
  eyebrow: "Eco-Art",
  heading: "Eco-Art: what a recycled butt becomes",
  intro:
    "Once cleaned, the plastic fibre of a cigarette filter is a useful material. We turn it into everyday objects and art, each one made from butts that would otherwise be in the city's drains.",
  "process.heading": "From filter to fibre",
  "process.p1":
    "A filter is made of cellulose acetate, a plastic spun into fine fibres. After collection we separate the filters from paper and tobacco, wash them in stages to draw out the chemicals they trapped, treat the wash water, and dry the clean fibre. That fibre is the raw material of every Eco-Art piece.",
  "range.heading": "The Eco-Art range",
  "cushion.name": "Cushions and soft fill",
  "cushion.text":
    "Loose fibre is carded into a soft, springy filling for cushions, pillows and soft toys.",
  "cushion.alt": "A square cushion with a leaf pattern.",
  "coaster.name": "Coasters and tiles",
  "coaster.text":
    "Fibre pressed with a binder into firm sheets, cut into coasters, trivets and wall tiles.",
  "coaster.alt": "A stack of round coasters with a speckled texture.",
  "desk.name": "Desk organisers",
  "desk.text": "Moulded pen stands, card holders and trays, popular as corporate gifts.",
  "desk.alt": "A pen stand holding two pencils beside a card holder.",
  "panel.name": "Art panels",
  "panel.text":
    "Large decorative panels and murals, made to order for office lobbies and public spaces.",
  "panel.alt": "A framed art panel showing a river and trees in shades of green.",
  "ordering.heading": "Ordering Eco-Art",
  "ordering.p1":
    "Eco-Art is made in small batches from what we collect, so the range changes with the seasons. Partners can order pieces made from their own collections, and companies can order corporate gifts with their logo. Ask us for the current catalogue and prices.",
  "cta.heading": "Ask for the current catalogue",
  "cta.text":
    "Tell us what you have in mind (a gift for 50 employees, a lobby panel, a few cushions) and we will reply with what is available.",
  "cta.primary": "Contact us",
  "cta.secondary": "Become a partner",
} as const;
