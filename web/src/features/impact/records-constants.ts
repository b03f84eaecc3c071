import { useConsoleWords } from "#web/lib/console-texts";
import { fillers } from "#web/lib/localize";

/** The customer page's impact-record sections' texts (assert them in tests). */
export const IMPACT_RECORDS_TEXT = {
  awareness: {
    heading: "Awareness sessions",
    caption: "Awareness sessions, newest first",
    date: "Date",
    title: "Title",
    peopleReached: "People reached",
    actions: "Actions",
    empty: "No awareness sessions recorded yet.",
    total: (people: string) => `${people} people reached in all.`,
    pages: "Awareness session pages",
    addHeading: "Record an awareness session",
    add: "Add session",
    adding: "Adding…",
    added: "Session added.",
    edit: "Edit",
    editLabel: (title: string, date: string) => `Edit “${title}” (${date})`,
    editHeading: (title: string) => `Edit the awareness session “${title}”`,
    save: "Save changes",
    saving: "Saving…",
    cancel: "Cancel",
    delete: "Delete",
    deleteLabel: (title: string, date: string) => `Delete “${title}” (${date})`,
    confirmDelete: (title: string) => `Delete the awareness session “${title}”?`,
    deleteFailed: "The session could not be deleted. Please try again.",
  },
  smokers: {
    heading: "Smokers served",
    label: "Smokers served at this customer's site",
    save: "Save",
    saving: "Saving…",
    saved: (count: string) => `Saved: ${count} smokers served.`,
  },
  errors: {
    required: "Fill this in.",
    wholeNumber: "Enter a whole number, 0 or more.",
    date: "Enter a date.",
    summary: "Please correct the highlighted fields.",
  },
  loading: "Loading…",
  failed: "This could not be loaded.",
} as const;

/** The sections' words in the reader's language (issue 29); English is IMPACT_RECORDS_TEXT. */
export const useImpactRecordsText = () =>
  useConsoleWords(
    IMPACT_RECORDS_TEXT,
    "consoleCustomerPage",
    "records",
    fillers({
      "records.awareness.total": ["people"],
      "records.awareness.editLabel": ["title", "date"],
      "records.awareness.editHeading": ["title"],
      "records.awareness.deleteLabel": ["title", "date"],
      "records.awareness.confirmDelete": ["title"],
      "records.smokers.saved": ["count"],
    }),
  );
