import { Button } from "#web/components/ui/button";
import { useAppTexts } from "#web/lib/app-texts";

/** "Reset": back to the default columns (this month, last month, all time). */
export function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onReset}>
      {useAppTexts().dashboard["table.reset"]}
    </Button>
  );
}
