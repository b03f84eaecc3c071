import { Link } from "react-router";
import { PAGE_CONTENT, SERVICE_CARDS, SERVICES_TEXT } from "../constants";
import { PublicPage } from "./public-page";

export function ServicesPage() {
  return (
    <PublicPage content={PAGE_CONTENT.services}>
      <ul className="grid gap-6 md:grid-cols-3">
        {SERVICE_CARDS.map((service) => (
          <li
            key={service.to}
            className="relative flex flex-col rounded-2xl border border-forest/10 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-leaf hover:shadow-md"
          >
            <h2 className="text-xl font-semibold text-forest">
              {/* The link covers the whole card (after:inset-0). */}
              <Link
                to={service.to}
                className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                {service.heading}
              </Link>
            </h2>
            <p className="mt-3 flex-1 text-ink/75">{service.intro}</p>
            <span aria-hidden="true" className="mt-6 font-semibold text-leaf">
              {SERVICES_TEXT.readMore} →
            </span>
          </li>
        ))}
      </ul>
    </PublicPage>
  );
}
