import { useConsoleWords } from "#web/lib/console-texts";
import { fillers } from "#web/lib/localize";
import { KIOSKS_TEXT } from "./constants";

/**
 * The console's kiosk section and dialogs in the reader's language (issue 29); English is
 * KIOSKS_TEXT. Its own module: the customer's dashboard imports the kiosks' constants without
 * the console's words.
 */
export const useKiosksText = () =>
  useConsoleWords(
    KIOSKS_TEXT,
    "consoleCustomerPage",
    "kiosks",
    fillers({
      "kiosks.removed": ["date"],
      "kiosks.editLabel": ["label"],
      "kiosks.removeLabel": ["label"],
      "kiosks.capacityValue": ["kg", "model"],
      "kiosks.fillValue": ["kg", "percent"],
      "kiosks.ownCapacityHint": ["kg"],
      "kiosks.models.nameFor": ["model"],
      "kiosks.models.capacityFor": ["model"],
    }),
  );
