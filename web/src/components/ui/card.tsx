import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./cx";

/** A white rounded panel on the cream page; `as` picks the element (a section, a list item…). */
export function Card({
  as: Element = "div",
  padding = "md",
  className,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: "div" | "section" | "article" | "li";
  /** "sm" for dense panels (tables), "md" for forms and text. */
  padding?: "none" | "sm" | "md";
  children: ReactNode;
}) {
  const paddings = { none: "", sm: "p-4 sm:p-6", md: "p-6 sm:p-8" };
  return (
    <Element
      className={cx(
        "rounded-2xl border border-forest/10 bg-white shadow-sm",
        paddings[padding],
        className,
      )}
      {...props}
    >
      {children}
    </Element>
  );
}
