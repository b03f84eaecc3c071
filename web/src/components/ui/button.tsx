import type { ComponentProps, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";
import { cx } from "./cx";
import { Spinner } from "./icons";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-forest text-white shadow-sm hover:bg-leaf",
  secondary: "border border-forest/30 text-forest hover:bg-forest/5",
  ghost: "text-forest hover:bg-forest/5",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "px-4 py-2 text-sm",
  md: "px-6 py-3",
};

/** The classes of a button (or of a link that looks like one) of this variant and size. */
export function buttonClass({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-ring",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A request is running: disabled, with a spinner and `busyLabel` (if given) as its text. */
  busy?: boolean;
  busyLabel?: ReactNode;
};

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  busy = false,
  busyLabel,
  className,
  disabled,
  type = "button",
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      className={buttonClass({
        variant,
        size,
        className: cx(
          busy ? "disabled:cursor-wait disabled:opacity-70" : "disabled:opacity-60",
          className,
        ),
      })}
      {...props}
    >
      {busy ? <Spinner /> : null}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** A React Router link that looks like a button (for navigation, never for actions). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClass({ variant, size, className: className as string | undefined })}
      {...props}
    />
  );
}
