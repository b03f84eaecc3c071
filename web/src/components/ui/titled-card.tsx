import { type ReactNode, useId } from "react";
import { Card } from "./card";

/**
 * A section of a console page (a customer's balance, certificates, kiosks…): its heading, then
 * what it shows on a dense card. `headingId` when something else points at the heading.
 */
export function TitledCard({
  heading,
  headingId: givenId,
  children,
}: {
  heading: ReactNode;
  headingId?: string;
  children: ReactNode;
}) {
  const madeId = useId();
  const headingId = givenId ?? madeId;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {heading}
      </h2>
      <Card padding="sm">{children}</Card>
    </section>
  );
}
