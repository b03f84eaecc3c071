import type { ReactNode } from "react";
import { Card } from "#web/components/ui/card";
import { useDocumentLanguage } from "#web/lib/use-document-language";
import { AuthLanguageLinks } from "./auth-language-links";

/** The frame of the auth screens: a heading, a line of text and a white card, centred. */
export function AuthLayout({
  heading,
  intro,
  children,
  footer,
}: {
  heading: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentLanguage();
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-forest">{heading}</h1>
      {intro ? <p className="mt-3 text-ink/80">{intro}</p> : null}
      <Card className="mt-8 p-5 sm:p-8" padding="none">
        {children}
      </Card>
      {footer ? <div className="mt-6 text-center text-sm text-ink/80">{footer}</div> : null}
      <div className="text-center text-sm text-ink/80">
        <AuthLanguageLinks />
      </div>
    </section>
  );
}

export const authLinkClass =
  "rounded-sm font-semibold text-forest underline-offset-2 hover:text-leaf hover:underline focus-ring";
