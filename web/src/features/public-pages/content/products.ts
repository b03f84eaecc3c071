import { paths } from "#web/config/paths";
import type { CtaBandContent, PageHead, Section } from "../types";

export const PRODUCTS_HEAD: PageHead = {
  title: "Eco-Art",
  description:
    "Eco-Art: cushions, coasters, desk items and art panels made from recycled cigarette filters by Filtercycle in Ahmedabad, for offices, gifts and homes.",
  eyebrow: "Eco-Art",
  heading: "Eco-Art: what a recycled butt becomes",
  intro:
    "Once cleaned, the plastic fibre of a cigarette filter is a useful material. We turn it into everyday objects and art, each one made from butts that would otherwise be in the city's drains.",
};

export const PRODUCTS_PROCESS: Section = {
  heading: "From filter to fibre",
  paragraphs: [
    "A filter is made of cellulose acetate, a plastic spun into fine fibres. After collection we separate the filters from paper and tobacco, wash them in stages to draw out the chemicals they trapped, treat the wash water, and dry the clean fibre. That fibre is the raw material of every Eco-Art piece.",
  ],
};

/** The range; `art` names the illustration in assets/products-*.svg. */
export const PRODUCTS = {
  heading: "The Eco-Art range",
  items: [
    {
      art: "cushion",
      name: "Cushions and soft fill",
      text: "Loose fibre is carded into a soft, springy filling for cushions, pillows and soft toys.",
      alt: "A square cushion with a leaf pattern.",
    },
    {
      art: "coaster",
      name: "Coasters and tiles",
      text: "Fibre pressed with a binder into firm sheets, cut into coasters, trivets and wall tiles.",
      alt: "A stack of round coasters with a speckled texture.",
    },
    {
      art: "desk",
      name: "Desk organisers",
      text: "Moulded pen stands, card holders and trays, popular as corporate gifts.",
      alt: "A pen stand holding two pencils beside a card holder.",
    },
    {
      art: "panel",
      name: "Art panels",
      text: "Large decorative panels and murals, made to order for office lobbies and public spaces.",
      alt: "A framed art panel showing a river and trees in shades of green.",
    },
  ],
} as const;

export const PRODUCTS_ORDERING: Section = {
  heading: "Ordering Eco-Art",
  paragraphs: [
    "Eco-Art is made in small batches from what we collect, so the range changes with the seasons. Partners can order pieces made from their own collections, and companies can order corporate gifts with their logo. Ask us for the current catalogue and prices.",
  ],
};

export const PRODUCTS_CTA: CtaBandContent = {
  heading: "Ask for the current catalogue",
  text: "Tell us what you have in mind (a gift for 50 employees, a lobby panel, a few cushions) and we will reply with what is available.",
  primary: { to: paths.contact, label: "Contact us" },
  secondary: { to: paths.partnerProgram, label: "Become a partner" },
};
