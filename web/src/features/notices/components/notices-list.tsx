import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useAppLanguage } from "#web/lib/app-language";
import { useAppTexts } from "#web/lib/app-texts";
import { formatBusinessDate } from "#web/lib/format";
import { noticesQueryOptions } from "../api/get-notices";

export const NOTICES_TEXT = { heading: "Notices" } as const;

/**
 * The business's notices (issue 25: a method change that restated its figures), above the
 * Green Impact cards. Nothing at all while there are none or they cannot be read: a notice is
 * also mailed, so a failed read hides nothing for good.
 */
export function NoticesList({ customerId = null }: { customerId?: string | null }) {
  const headingId = useId();
  const language = useAppLanguage();
  const heading = useAppTexts().dashboard["notices.heading"];
  const notices = useQuery(noticesQueryOptions(customerId, language));
  const items = notices.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-lg border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <ul className="mt-2 space-y-3">
        {items.map((notice) => (
          <li key={notice.id} className="break-words">
            <p className="font-semibold text-ink">
              {notice.title}{" "}
              <span className="font-normal text-ink/70">
                ({formatBusinessDate(notice.createdAt, language)})
              </span>
            </p>
            {notice.lines.map((line) => (
              <p key={line} className="mt-1 text-ink/85">
                {line}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
