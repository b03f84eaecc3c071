import { Link } from "react-router";
import corporateArt from "../assets/corporate.svg";
import eventsArt from "../assets/events.svg";
import kioskArt from "../assets/kiosk.svg";
import { SERVICES_TEXT } from "../constants";
import { SERVICE_CARDS, SERVICES_CTA, SERVICES_HEAD, SERVICES_INCLUDED } from "../content/services";
import { Band, PointGrid, SectionHeading } from "./blocks";
import { CtaBand } from "./cta-band";
import { PublicPage } from "./public-page";

/** The cards' pictures, in SERVICE_CARDS order; decorative (the heading names the service). */
const ART = [kioskArt, eventsArt, corporateArt];

export function ServicesPage() {
  return (
    <PublicPage head={SERVICES_HEAD}>
      <Band>
        <ul className="grid gap-6 md:grid-cols-3">
          {SERVICE_CARDS.map((service, index) => (
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
                {SERVICES_TEXT.readMore} →
              </span>
            </li>
          ))}
        </ul>
      </Band>
      <Band tone="white" labelledBy="included-heading">
        <SectionHeading id="included-heading">{SERVICES_INCLUDED.heading}</SectionHeading>
        <PointGrid points={SERVICES_INCLUDED.points} />
      </Band>
      <CtaBand content={SERVICES_CTA} />
    </PublicPage>
  );
}
