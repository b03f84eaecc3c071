import { BRAND } from "@filtercycle/contract/brand";

/** The Filtercycle mark (a leaf growing from a filter tip), same drawing as the favicon. */
export function LogoMark({ className = "h-7 w-7 sm:h-8 sm:w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b3d2c" />
      <path
        d="M16 5c6.5 2.2 9.6 7.2 8.6 13.6-4.9.3-8.7-1.5-10.6-5.4C12.6 10.3 13.3 7.5 16 5Z"
        fill="#5bb450"
      />
      <path
        d="M16.5 9.5c1 3.8 2.8 6.7 6 9"
        stroke="#0b3d2c"
        strokeWidth="1.4"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="9" y="20" width="14" height="7" rx="1.5" fill="#f6f5ee" />
      <path d="M13 20v7M17 20v7" stroke="#d9c9a3" strokeWidth="1.2" />
    </svg>
  );
}

/** The mark and the brand name, e.g. in the header and footer. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span
        className={`text-lg font-bold tracking-tight sm:text-xl ${tone === "dark" ? "text-forest" : "text-white"}`}
      >
        {BRAND.name}
      </span>
    </span>
  );
}
