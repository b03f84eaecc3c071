import type { FaqItem } from "../types";

/** Questions that open on click, without JavaScript (`<details>`). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mt-6 divide-y divide-forest/10 rounded-2xl border border-forest/10 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary
            className={
              "flex cursor-pointer list-none items-start justify-between gap-4 rounded-sm font-semibold text-forest focus-ring"
            }
          >
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="mt-0.5 text-xl leading-none text-leaf transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="mt-3 max-w-3xl leading-7 text-ink/80">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
