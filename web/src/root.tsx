import { BRAND } from "@filtercycle/contract/brand";
import { LANGUAGE_TAGS, languageOfPath } from "@filtercycle/contract/languages";
import { isStaffRole } from "@filtercycle/contract/roles";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ERROR_TEXT, ErrorPage } from "./components/error-page";
import { ScrollToTop } from "./components/scroll-to-top";
import { useLogout } from "./features/accounts/hooks/use-logout";
import { SiteFooter } from "./features/navigation/components/site-footer";
import { SiteHeader } from "./features/navigation/components/site-header";
import { isAdminPath } from "./features/navigation/utils/active-link";
import { useSessionRole } from "./hooks/use-session-role";
import { languageFontCss, languageFontFiles } from "./lib/language-fonts";
import { DEFAULT_DESCRIPTION } from "./lib/page-meta";
import { useSiteTexts } from "./lib/site-texts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Used by pages without their own `meta` (the SPA fallback, the error screen). */
export const meta: Route.MetaFunction = () => [
  { title: BRAND.name },
  { name: "description", content: DEFAULT_DESCRIPTION },
];

export function Layout({ children }: { children: ReactNode }) {
  // /gu/… and /hi/… are pages in Gujarati and Hindi (issue 29); everything else is English.
  const language = languageOfPath(useLocation().pathname);
  const fontCss = languageFontCss(language);
  return (
    <html lang={LANGUAGE_TAGS[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d2c" />
        <Meta />
        <Links />
        {/* The script's font, only on that language's pages; its files fetched at once. */}
        {languageFontFiles(language).map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="" />
        ))}
        {fontCss ? <link rel="stylesheet" href={fontCss} /> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-cream font-sans text-ink antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function SkipLink() {
  const texts = useSiteTexts();
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-forest px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
    >
      {texts.skipLink}
    </a>
  );
}

export default function App() {
  // Features do not import each other: the header gets the auth feature's logout from here.
  const logout = useLogout();
  const { pathname } = useLocation();
  const role = useSessionRole();
  // Staff (admins and collectors) in the console get its own shell (sidebar, account menu, its own <main id="main">)
  // instead of the public site's header and footer; anyone else on /admin sees the 403 page in
  // the site's frame.
  if (isStaffRole(role) && isAdminPath(pathname)) {
    return (
      <>
        <ScrollToTop />
        <SkipLink />
        <Outlet />
      </>
    );
  }
  return (
    <>
      <ScrollToTop />
      <SkipLink />
      <SiteHeader onLogout={logout} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

/**
 * Rendered into the SPA fallback HTML (built for "/", served for every client-only path)
 * and shown while the page's module loads: the site frame without anything path- or
 * session-dependent.
 */
export function HydrateFallback() {
  return (
    <>
      <SiteHeader neutral />
      <main id="main" className="flex-1" aria-busy="true" />
      <SiteFooter neutral />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let details: string | undefined;
  if (isRouteErrorResponse(error)) {
    details = `${error.status} ${error.statusText}`;
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.stack;
  }
  return (
    <>
      <title>{`${ERROR_TEXT.title} | ${BRAND.name}`}</title>
      <ErrorPage details={details} />
    </>
  );
}
