import { linkIn, pagePathOf } from "@filtercycle/contract/languages";
import { isStaffRole } from "@filtercycle/contract/roles";
import { siteNavLinks } from "@filtercycle/contract/site-links";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "#web/components/logo";
import { paths } from "#web/config/paths";
import { useSessionRole } from "#web/hooks/use-session-role";
import { useSessionToken } from "#web/hooks/use-session-token";
import { useFrameLanguage, useSiteTexts } from "#web/lib/site-texts";
import { navText } from "../constants";
import { isAdminPath, isDashboardPath, isLinkActive } from "../utils/active-link";
import { LanguageSwitcher, offersLanguages } from "./language-switcher";

type SiteHeaderProps = {
  /**
   * Rendered by the root HydrateFallback into the SPA fallback HTML, which is built for "/"
   * but served for any client-only path: show no active link and no session controls, so
   * hydration matches whatever the real path is.
   */
  neutral?: boolean;
  /**
   * Logs out (the auth feature's `useLogout`, given by the app's root layout: features do not
   * import each other). Resolves false when the server did not end the session; the header
   * then says so. Without it no Logout button is shown.
   */
  onLogout?: () => Promise<boolean>;
};

const linkBase =
  "block rounded-md px-3 py-2 text-base font-medium transition-colors md:text-sm focus-ring";

export function SiteHeader({ neutral = false, onLogout }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const token = useSessionToken();
  const role = useSessionRole();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);

  // The SPA fallback (neutral) is built for "/" and shown for any client-only path: English. The
  // signed-in screens' frame is in the reader's language, its links to the pages in it.
  const language = useFrameLanguage(neutral);
  const texts = useSiteTexts();
  const NAV_TEXT = navText(texts);
  const page = pagePathOf(pathname);
  const loggedIn = !neutral && typeof token === "string";
  const isStaff = loggedIn && isStaffRole(role);
  // A collector's console is the route screen (decision 0085): its button says so.
  const isCollector = loggedIn && role === "collector";
  const showAccountButton =
    !neutral && !isDashboardPath(pathname) && !(isStaff && isAdminPath(pathname));

  // Navigating closes the mobile menu and clears a stale logout error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger.
  useEffect(() => {
    setMenuOpen(false);
    setLogoutError(null);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  async function handleLogout() {
    if (!onLogout) return;
    setLoggingOut(true);
    setLogoutError(null);
    const loggedOut = await onLogout();
    setLoggingOut(false);
    if (loggedOut) setMenuOpen(false);
    else setLogoutError(NAV_TEXT.logoutError);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-forest/10 bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/85">
      {!neutral && offersLanguages(pathname) ? (
        <div className="mx-auto flex max-w-6xl justify-end px-4 pt-2 sm:px-6">
          <LanguageSwitcher pathname={pathname} />
        </div>
      ) : null}
      <div className="relative mx-auto flex max-w-6xl items-center gap-1.5 px-4 py-3 sm:gap-3 sm:px-6">
        <Link
          to={linkIn(paths.home, language)}
          aria-label={NAV_TEXT.homeLinkLabel}
          className="mr-auto shrink-0 rounded-md focus-ring focus-visible:outline-offset-4 md:mr-4"
        >
          <Logo />
        </Link>

        <nav aria-label={NAV_TEXT.navLabel} className="order-3 md:order-none md:mr-auto">
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-md border border-forest/20 px-2.5 py-2 sm:px-3 text-sm font-medium text-forest hover:bg-forest/5 focus-ring md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
            {/* Icon only on the narrowest screens; the name stays "Menu" for everyone. */}
            <span className="sr-only sm:not-sr-only">{NAV_TEXT.menu}</span>
          </button>
          <ul
            id={menuId}
            className={`${menuOpen ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b border-forest/10 bg-cream px-4 pt-2 pb-4 shadow-lg md:static md:flex md:flex-row md:items-center md:gap-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
          >
            {siteNavLinks(language, texts).map((link) => {
              const active = !neutral && isLinkActive(pagePathOf(link.to), page);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={active ? "page" : undefined}
                    onClick={() => setMenuOpen(false)}
                    className={`${linkBase} ${
                      active
                        ? "bg-leaf/15 text-forest"
                        : "text-ink/80 hover:bg-forest/5 hover:text-forest"
                    }`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
            {loggedIn && onLogout ? (
              <li className="mt-1 border-t border-forest/10 pt-1 md:mt-0 md:ml-2 md:border-t-0 md:border-l md:pt-0 md:pl-2">
                <button
                  type="button"
                  onClick={handleLogout}
                  disabled={loggingOut}
                  className={`${linkBase} w-full text-left text-ink/80 hover:bg-forest/5 hover:text-forest disabled:opacity-60`}
                >
                  {loggingOut ? NAV_TEXT.loggingOut : NAV_TEXT.logout}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>

        {showAccountButton ? (
          <Link
            to={
              isCollector
                ? paths.route
                : isStaff
                  ? paths.admin
                  : loggedIn
                    ? paths.dashboard
                    : paths.login
            }
            className="order-2 shrink-0 rounded-full bg-forest px-3 py-2 sm:px-4 text-sm font-semibold text-white shadow-sm hover:bg-leaf focus-ring md:order-none"
          >
            {isCollector
              ? NAV_TEXT.route
              : isStaff
                ? NAV_TEXT.adminConsole
                : loggedIn
                  ? NAV_TEXT.dashboard
                  : NAV_TEXT.login}
          </Link>
        ) : null}
      </div>
      {logoutError ? (
        <p
          role="alert"
          className="bg-red-50 px-4 py-2 text-center text-sm font-medium text-red-800"
        >
          {logoutError}
        </p>
      ) : null}
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path
        d={open ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
