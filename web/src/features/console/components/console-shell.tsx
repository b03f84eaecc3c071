import { LANGUAGE_NAMES, LANGUAGES } from "@filtercycle/contract/languages";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { cx } from "#web/components/ui/cx";
import { CONSOLE_NAV } from "../constants";
import { useConsoleText } from "../utils/console-texts";
import { ChangePasswordDialog } from "./change-password-dialog";

type ConsoleShellProps = {
  /** The signed-in staff member's name, shown above the account menu. */
  staffName: string;
  /** A collector's sidebar lists only the screens a collector may use (issue 28). */
  collector?: boolean;
  /**
   * Logs out (the auth feature's `useLogout`, given by the route module: features do not import
   * each other). Resolves false when the server did not end the session; the menu says so.
   */
  onLogout: () => Promise<boolean>;
  children: ReactNode;
};

const navLink = ({ isActive }: { isActive: boolean }) =>
  cx(
    "block rounded-md px-3 py-2 text-sm font-medium transition-colors focus-ring",
    isActive ? "bg-white text-forest" : "text-white hover:bg-white/10",
  );

/**
 * The console's frame: a sidebar with the console's screens (the current one marked
 * `aria-current="page"`), the staff member's name and an account menu (change password, log
 * out), and the screen in `<main id="main">` (the root's skip link leads there). At phone widths
 * the sidebar folds away behind a Menu button; choosing a screen folds it again.
 */
export function ConsoleShell({
  staffName,
  collector = false,
  onLogout,
  children,
}: ConsoleShellProps) {
  const CONSOLE_TEXT = useConsoleText();
  const sidebarId = useId();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Choosing a screen folds the phone menu again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <div className="flex min-h-screen flex-1 flex-col md:flex-row">
      {/* The console's banner: brand, the phone's Menu button, the sidebar's links and account. */}
      <header className="flex shrink-0 flex-col bg-forest text-white md:w-60">
        <div className="flex items-center justify-between gap-3 px-4 py-3 md:px-6 md:pt-6">
          <p className="font-bold md:text-lg">{CONSOLE_TEXT.brand}</p>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-md border border-white/40 px-3 py-1.5 text-sm font-semibold focus-ring md:hidden"
          >
            {menuOpen ? CONSOLE_TEXT.menuClose : CONSOLE_TEXT.menuOpen}
          </button>
        </div>
        <div
          id={sidebarId}
          className={cx(
            "flex-1 flex-col gap-6 px-3 pt-2 pb-4 md:flex md:pb-6",
            menuOpen ? "flex" : "hidden",
          )}
        >
          <nav aria-label={CONSOLE_TEXT.navLabel}>
            <ul className="space-y-1">
              {CONSOLE_NAV.filter((item) => !collector || item.collector).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={navLink}>
                    {CONSOLE_TEXT[`nav.${item.key}`]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AccountMenu staffName={staffName} onLogout={onLogout} />
        </div>
      </header>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        <div className="mx-auto w-full max-w-6xl">{children}</div>
      </main>
    </div>
  );
}

/**
 * The frame of a screen for a phone (the collector's route, `consoleShell: false`): one slim bar
 * with the brand and the account menu (change password, log out) instead of the sidebar, and the
 * screen below it in `<main id="main">`.
 */
export function ConsoleBar({
  staffName,
  onLogout,
  children,
}: Omit<ConsoleShellProps, "collector">) {
  const CONSOLE_TEXT = useConsoleText();
  return (
    <div className="flex min-h-screen flex-1 flex-col">
      <header className="bg-forest text-white">
        <div className="mx-auto flex w-full max-w-xl items-start justify-between gap-3 px-4 py-2 md:max-w-5xl">
          <p className="py-2 font-bold">{CONSOLE_TEXT.brand}</p>
          <AccountMenu staffName={staffName} onLogout={onLogout} compact />
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

/** The staff member's name, and a disclosure with Change password and Log out. */
function AccountMenu({
  staffName,
  onLogout,
  compact = false,
}: Pick<ConsoleShellProps, "staffName" | "onLogout"> & {
  /** In the slim bar: the button on the right, the menu opening below it over the screen. */
  compact?: boolean;
}) {
  const CONSOLE_TEXT = useConsoleText();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  async function logout() {
    setLoggingOut(true);
    setLogoutFailed(false);
    const loggedOut = await onLogout();
    setLoggingOut(false);
    if (!loggedOut) setLogoutFailed(true);
  }

  const item =
    "block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-white hover:bg-white/10 focus-ring disabled:cursor-wait disabled:opacity-70";

  return (
    <div className={compact ? "relative" : "mt-auto border-t border-white/20 pt-4"}>
      <p className={compact ? "sr-only" : "px-3 text-xs text-white/80"}>
        {CONSOLE_TEXT.signedInAs}
      </p>
      <p className={compact ? "sr-only" : "px-3 font-semibold break-words"}>{staffName}</p>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
        className={cx(
          "block rounded-md border border-white/40 px-3 py-2 text-left text-sm font-semibold focus-ring",
          compact ? "" : "mt-2 w-full",
        )}
      >
        {CONSOLE_TEXT.account}
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={
          compact
            ? "absolute right-0 z-20 mt-2 w-56 space-y-1 rounded-md bg-forest p-2 shadow-lg"
            : "mt-2 space-y-1"
        }
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }}
      >
        {compact ? (
          <li className="px-3 pt-1 pb-2 text-sm break-words text-white/80" aria-hidden="true">
            {staffName}
          </li>
        ) : null}
        <li>
          <button type="button" className={item} onClick={() => setChanging(true)}>
            {CONSOLE_TEXT.changePassword}
          </button>
        </li>
        <li>
          <button type="button" className={item} disabled={loggingOut} onClick={logout}>
            {loggingOut ? CONSOLE_TEXT.loggingOut : CONSOLE_TEXT.logout}
          </button>
        </li>
        <li>
          {/* The login's language (issue 29), named in each script so anyone finds theirs. */}
          <Link to="/account" className={item}>
            {CONSOLE_TEXT.language} (
            <span className="font-language-names">
              {LANGUAGES.map((l) => LANGUAGE_NAMES[l]).join(" · ")}
            </span>
            )
          </Link>
        </li>
      </ul>
      {logoutFailed ? (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {CONSOLE_TEXT.logoutFailed}
        </p>
      ) : null}
      {changing ? (
        <ChangePasswordDialog onClose={() => setChanging(false)} returnFocus={toggle} />
      ) : null}
    </div>
  );
}
