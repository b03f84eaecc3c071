import { useAppTexts } from "#web/lib/app-texts";

/**
 * Where figures failed to load (SPEC.md §8: such failures are only logged): a quiet line and a
 * small "Try again", never stale or empty figures that could be mistaken for real ones.
 */
export function RetryNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-forest/10 bg-white/60 px-4 py-3 text-sm text-ink/70">
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full border border-forest/30 px-3 py-1 text-sm font-semibold text-forest hover:bg-forest/5 focus-ring"
      >
        {useAppTexts().dashboard.retry}
      </button>
    </div>
  );
}

/** A grey placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({ className = "" }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`block animate-pulse rounded bg-forest/10 ${className}`} />
  );
}
