import { Link } from "react-router";
import { PUBLIC_PAGES } from "#web/config/paths";
import { NOT_FOUND_TEXT } from "../constants";

/** The catch-all page; it doubles as the spec's all-pages screen by listing every public page. */
export function NotFoundPage() {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold tracking-wider text-leaf uppercase">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-forest">
        {NOT_FOUND_TEXT.heading}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-ink/80">{NOT_FOUND_TEXT.intro}</p>
      <ul className="mt-8 grid gap-x-8 gap-y-2 sm:grid-cols-2 md:grid-cols-3">
        {PUBLIC_PAGES.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="rounded-sm font-medium text-forest hover:text-leaf hover:underline focus-ring"
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
