import { isStaffRole } from "@filtercycle/contract/roles";
import { Link } from "react-router";
import { useSessionRole } from "#web/hooks/use-session-role";
import { useSessionToken } from "#web/hooks/use-session-token";
import type { HomeContent } from "../content/home";

/**
 * The hero's account link: "Customer login" for a visitor, their dashboard (or the console,
 * for staff) once logged in. The page is prerendered without a session, so the choice is made
 * after hydration; every label sits in one grid cell, the others invisible, so the link is as
 * wide as the longest from the first paint and nothing moves when the label changes.
 */
export function HeroAccountLink({
  c,
}: {
  c: Pick<HomeContent, "loginCta" | "dashboardCta" | "consoleCta">;
}) {
  const choices = [c.loginCta, c.dashboardCta, c.consoleCta];
  const token = useSessionToken();
  const role = useSessionRole();
  const cta = token ? (isStaffRole(role) ? c.consoleCta : c.dashboardCta) : c.loginCta;
  return (
    <Link
      to={cta.to}
      className="grid rounded-sm px-2 py-3 font-semibold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white focus-ring focus-visible:outline-white"
    >
      {choices.map((choice) => (
        <span
          key={choice.to}
          className={`[grid-area:1/1] ${choice === cta ? "" : "invisible"}`}
          aria-hidden={choice === cta ? undefined : true}
        >
          {choice.label}
        </span>
      ))}
    </Link>
  );
}
