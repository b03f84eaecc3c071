import { Link } from "react-router";
import corporateArt from "../assets/corporate.svg";
import eventsArt from "../assets/events.svg";
import kioskArt from "../assets/kiosk.svg";
import type { ServicesContent } from "../content/services";
import { Band, PointGrid, SectionHeading } from "./blocks";
import { CtaBand } from "./cta-band";
import { PublicPage } from "./public-page";

/** The cards' pictures, in the order of the cards; decorative (the heading names the service). */
const ART = [kioskArt, eventsArt, corporateArt];

/** The services page in the language of `content` (its route's loader builds it). */
export function ServicesPage({ content }: { content: ServicesContent }) {
  return (
    <PublicPage head={content.head}>
      <Band>
        <ul className="grid gap-6 md:grid-cols-3">
          {content.cards.map((service, index) => (
            <li
              key={service.to}
              className="relative flex flex-col rounded-2xl border border-forest/10 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-leaf hover:shadow-md"
            >
              <img
                src={ART[index]}
                alt=""
                width={480}
                height={400}
                decoding="async"
                className="mb-5 h-auto w-full rounded-xl bg-cream"
              />
              <h2 className="text-xl font-semibold text-forest">
                {/* The link covers the whole card (after:inset-0). */}
                <Link
                  to={service.to}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                >
                  {service.heading}
                </Link>
              </h2>
              <p className="mt-3 flex-1 leading-7 text-ink/75">{service.text}</p>
              <span aria-hidden="true" className="mt-6 font-semibold text-leaf">
                {content.readMore} →
              </span>
            </li>
          ))}
        </ul>
      </Band>
      <Band tone="white" labelledBy="included-heading">
        <SectionHeading id="included-heading">{content.included.heading}</SectionHeading>
        <PointGrid points={content.included.points} />
      </Band>
      <CtaBand content={content.cta} />
    </PublicPage>
  );
}
