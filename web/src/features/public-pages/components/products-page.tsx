import coaster from "../assets/product-coaster.svg";
import cushion from "../assets/product-cushion.svg";
import desk from "../assets/product-desk.svg";
import panel from "../assets/product-panel.svg";
import {
  PRODUCTS,
  PRODUCTS_CTA,
  PRODUCTS_HEAD,
  PRODUCTS_ORDERING,
  PRODUCTS_PROCESS,
} from "../content/products";
import { Band, SectionHeading, TextSection } from "./blocks";
import { CtaBand } from "./cta-band";
import { PublicPage } from "./public-page";

const ART = { cushion, coaster, desk, panel } as const;

export function ProductsPage() {
  return (
    <PublicPage head={PRODUCTS_HEAD}>
      <TextSection section={PRODUCTS_PROCESS} />
      <Band tone="white" labelledBy="range-heading">
        <SectionHeading id="range-heading">{PRODUCTS.heading}</SectionHeading>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PRODUCTS.items.map((product) => (
            <li
              key={product.name}
              className="overflow-hidden rounded-2xl border border-forest/10 bg-cream"
            >
              <img
                src={ART[product.art]}
                alt={product.alt}
                width={320}
                height={240}
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
              />
              <div className="p-5">
                <h3 className="text-lg font-semibold text-forest">{product.name}</h3>
                <p className="mt-2 leading-7 text-ink/75">{product.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Band>
      <TextSection section={PRODUCTS_ORDERING} />
      <CtaBand content={PRODUCTS_CTA} />
    </PublicPage>
  );
}
