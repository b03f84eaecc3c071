import { TABLE_TEXT } from "../constants";

/** "Reset": back to the default columns (this month, last month, all time). */
export function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <button
      type="button"
      onClick={onReset}
      className="rounded-full border border-forest/30 px-4 py-2 text-sm font-semibold text-forest hover:bg-forest/5 focus-ring"
    >
      {TABLE_TEXT.reset}
    </button>
  );
}
