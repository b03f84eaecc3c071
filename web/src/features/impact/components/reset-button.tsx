import { Button } from "#web/components/ui/button";
import { TABLE_TEXT } from "../constants";

/** "Reset": back to the default columns (this month, last month, all time). */
export function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onReset}>
      {TABLE_TEXT.reset}
    </Button>
  );
}
