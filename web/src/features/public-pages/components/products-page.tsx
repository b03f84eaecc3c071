import coaster from "../assets/product-coaster.svg";
import cushion from "../assets/product-cushion.svg";
import desk from "../assets/product-desk.svg";
import panel from "../assets/product-panel.svg";
import type { ProductsContent } from "../content/products";
import { Band, SectionHeading, TextSection } from "./blocks";
import { CtaBand } from "./cta-band";
import { PublicPage } from "./public-page";

const ART = { cushion, coaster, desk, panel } as const;

/** The Eco-Art page in the language of `content` (its route's loader builds it). */
export function ProductsPage({ content }: { content: ProductsContent }) {
  return (
    <PublicPage head={content.head}>
      <TextSection section={content.process} />
      <Band tone="white" labelledBy="range-heading">
        <SectionHeading id="range-heading">{content.range.heading}</SectionHeading>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.range.items.map((product) => (
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
      <TextSection section={content.ordering} />
      <CtaBand content={content.cta} />
    </PublicPage>
  );
}
