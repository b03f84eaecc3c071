import { type ReactNode, useId } from "react";
import { Alert, type AlertTone } from "#web/components/ui/alert";
import { Card } from "#web/components/ui/card";

/** One section of /account: a card with its heading and a line on what it is for. */
export function AccountSection({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-forest">
        {heading}
      </h2>
      <p className="mt-2 text-ink/80">{intro}</p>
      {children}
    </Card>
  );
}

/**
 * What the last change in a section did ("Token revoked", "Could not sign out"): a live region
 * always on the page, so the box that appears in it is announced (docs: Alert's `announce`).
 */
export function SectionNotice({
  notice,
}: {
  notice: { tone: Extract<AlertTone, "success" | "error">; text: string } | null;
}) {
  return (
    <div aria-live="polite" className="mt-4 empty:hidden">
      {notice ? (
        <Alert tone={notice.tone} announce={false}>
          {notice.text}
        </Alert>
      ) : null}
    </div>
  );
}

/** A row of a section's list (a token, a colleague, a session) with its button on the right. */
export function SectionListItem({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">{children}</div>
      {action}
    </li>
  );
}
