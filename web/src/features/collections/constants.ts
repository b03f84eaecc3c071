/** The console's collections and kiosks screens: every text they show. */
import { MAX_VISIT } from "@filtercycle/contract/collections/admin-collections";
import { useConsoleWords } from "#web/lib/console-texts";
import { formatNumber } from "#web/lib/format";
import { fillers, fillIn, type Sentences } from "#web/lib/localize";

export const COLLECTIONS_TEXT = {
  title: "Collections",
  heading: "Collections",
  intro:
    "Every collection over all customers, newest first. Filter, record, correct, export or import.",
  filtersLegend: "Filter collections",
  customer: "Customer code",
  customerHint: "e.g. FC-1001",
  kiosk: "Kiosk",
  allKiosks: "All kiosks",
  from: "From",
  to: "To",
  apply: "Apply filters",
  clear: "Clear",
  record: "Record collection",
  exportCsv: "Export CSV",
  caption: "Collections",
  columns: {
    date: "Date",
    customer: "Customer",
    kiosk: "Kiosk",
    butts: "Butts",
    kg: "Kg",
    credit: "Credit",
    actions: "Actions",
  },
  estimated: "estimated",
  /** A kiosk's second (third…) collection of one day. */
  dayVisit: (date: string, visit: number) => `${date} (visit ${visit})`,
  edit: "Edit",
  delete: "Delete",
  editLabel: (date: string, customer: string) => `Edit the collection of ${date} at ${customer}`,
  deleteLabel: (date: string, customer: string) =>
    `Delete the collection of ${date} at ${customer}`,
  empty: "No collections match these filters.",
  loading: "Loading collections…",
  failed: "The collections could not be loaded.",
  retry: "Try again",
  previous: "Previous page",
  next: "Next page",
  pageOf: (page: number, pages: number | null) =>
    pages === null ? `Page ${page}` : `Page ${page} of ${Math.max(pages, 1)}`,
  total: (total: number | null) =>
    total === null
      ? "More than 10,000 collections"
      : total === 1
        ? "1 collection"
        : `${formatNumber(total)} collections`,
  pageSize: "Rows per page",
  /** After "Record collection": what was recorded, in words, and its row. */
  recorded: (kg: string, kiosk: string, customer: string, day: string, credit: string | null) =>
    `Recorded ${kg} at ${kiosk}, ${customer}, on ${day}${credit ? `: ${credit} credited` : ""}.`,
  recordedCaption: "The collection just recorded",
  /** After "Record collection" when the weight was held for review (decision 0099). */
  held: (kg: string, kiosk: string, customer: string, day: string) =>
    `Held for review: ${kg} at ${kiosk}, ${customer}, on ${day} is well above what the kiosk usually gives. It credits nothing until an admin accepts it on the Overview.`,
  dismiss: "Dismiss",
} as const;

export const COLLECTION_FORM_TEXT = {
  createHeading: "Record a collection",
  editHeading: "Edit collection",
  kioskSerial: "Kiosk serial",
  kioskSerialHint: "The code printed on the kiosk, e.g. K-0042",
  date: "Date collected",
  kg: "Weight (kg)",
  kgHint: "Up to three decimals, e.g. 2.345",
  number: "Number of butts",
  numberHint: "Leave empty when only the weight is known: the number is then estimated.",
  visit: "Visit of the day",
  visitHint: "Leave empty for the first visit that day; enter 2 if the kiosk was emptied again.",
  badVisit: `Enter a whole number from 1 to ${MAX_VISIT}, or leave it empty.`,
  optional: "optional",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  required: "This field is required.",
  badDate: "Enter a date as DD/MM/YYYY.",
  badKg: "Enter a weight from 0.001 kg to 100000 kg, with at most three decimals.",
  badNumber: "Enter a whole number of 0 or more, or leave it empty.",
  summary: "Please correct the highlighted fields.",
  failed: "The collection could not be saved.",
} as const;

export const DELETE_COLLECTION_TEXT = {
  heading: "Delete this collection?",
  body: (date: string, customer: string, kg: string, credit: string) =>
    `The collection of ${date} at ${customer} (${kg} kg) and its credit of ${credit} will be removed. The audit log keeps a copy.`,
  confirm: "Delete collection",
  deleting: "Deleting…",
  cancel: "Cancel",
  failed: "The collection could not be deleted.",
} as const;

export const IMPORT_TEXT = {
  heading: "Import collections from CSV",
  intro:
    "Fill in the template (one row per collection; leave butts_number empty to estimate it, and visit empty unless the kiosk was emptied more than once that day; write dates as DD/MM/YYYY, DD-MM-YYYY or YYYY-MM-DD), check the file, then import it. Nothing is imported while any row has a problem; a row already recorded (by any file or screen) is skipped.",
  template: "Download the template",
  file: "CSV file",
  check: "Check file",
  checking: "Checking…",
  import: (rows: number) => (rows === 1 ? "Import 1 row" : `Import ${formatNumber(rows)} rows`),
  importing: "Importing…",
  problemsCaption: "Problems found in the file",
  problemColumns: { row: "Line", column: "Column", reason: "Problem" },
  rejected: (n: number) =>
    n === 1
      ? "1 problem found; nothing was imported. Fix it and check the file again."
      : `${formatNumber(n)} problems found; nothing was imported. Fix them and check the file again.`,
  /** More rows had problems than the answer lists. */
  moreRows: (listed: number, more: number) =>
    `The first ${formatNumber(listed)} rows with problems are listed, and ${formatNumber(more)} more ${more === 1 ? "row has" : "rows have"} problems.`,
  clean: (rows: number, kg: string, credit: string) =>
    `The file is clean: ${rows === 1 ? "1 new row" : `${formatNumber(rows)} new rows`}, ${kg} kg, ${credit} of credits.`,
  recordedCaption: "Rows already recorded (skipped)",
  recordedColumns: { row: "Line", collection: "Recorded as collection" },
  recorded: (n: number) =>
    n === 1
      ? "1 row is already recorded and will not be imported again."
      : `${formatNumber(n)} rows are already recorded and will not be imported again.`,
  moreRecorded: (more: number) => `and ${formatNumber(more)} more`,
  held: (n: number) =>
    n === 1
      ? "1 row is well above what its kiosk usually gives: it is kept as held for review and credits nothing until an admin accepts it on the Overview."
      : `${formatNumber(n)} rows are well above what their kiosk usually gives: they are kept as held for review and credit nothing until an admin accepts each on the Overview.`,
  done: (rows: number) => `Imported ${formatNumber(rows)} collections.`,
  chooseFile: "Choose a CSV file first.",
  failed: "The file could not be imported.",
} as const;

export const CUSTOMER_COLLECTIONS_TEXT = {
  heading: "Recent collections",
  caption: "Recent collections",
  viewAll: "View all collections of this customer",
  empty: "No collections yet.",
  loading: "Loading collections…",
  failed: "The collections could not be loaded.",
} as const;

/** Rows of the customer page's recent collections. */
export const RECENT_COLLECTIONS = 5;

type T = Readonly<Record<string, string>>;

/** These screens' sentences from the catalogue's templates (figures written here). */
const SENTENCES: Sentences = {
  ...fillers({
    "list.dayVisit": ["date", "visit"],
    "list.editLabel": ["date", "customer"],
    "list.deleteLabel": ["date", "customer"],
    "delete.body": ["date", "customer", "kg", "credit"],
    "import.moreRecorded": ["more"],
    "list.held": ["kg", "kiosk", "customer", "day"],
  }),
  "import.held": (t: T) => (n: number) =>
    n === 1 ? (t["import.held.one"] ?? "") : fillIn(t["import.held"], { n: formatNumber(n) }),
  "list.pageOf": (t: T) => (page: number, pages: number | null) =>
    pages === null
      ? fillIn(t["list.pageOf.single"], { page })
      : fillIn(t["list.pageOf"], { page, pages: Math.max(pages, 1) }),
  "list.total": (t: T) => (total: number | null) =>
    total === null
      ? (t["list.total.many"] ?? "")
      : total === 1
        ? (t["list.total.one"] ?? "")
        : fillIn(t["list.total"], { total: formatNumber(total) }),
  "list.recorded":
    (t: T) => (kg: string, kiosk: string, customer: string, day: string, credit: string | null) =>
      fillIn(t[credit ? "list.recorded" : "list.recorded.noCredit"], {
        kg,
        kiosk,
        customer,
        day,
        credit: credit ?? "",
      }),
  "import.import": (t: T) => (rows: number) =>
    rows === 1
      ? (t["import.import.one"] ?? "")
      : fillIn(t["import.import"], { rows: formatNumber(rows) }),
  "import.rejected": (t: T) => (n: number) =>
    n === 1
      ? (t["import.rejected.one"] ?? "")
      : fillIn(t["import.rejected"], { n: formatNumber(n) }),
  "import.moreRows": (t: T) => (listed: number, more: number) =>
    fillIn(t[more === 1 ? "import.moreRows.one" : "import.moreRows"], {
      listed: formatNumber(listed),
      more: formatNumber(more),
    }),
  "import.clean": (t: T) => (rows: number, kg: string, credit: string) =>
    fillIn(t[rows === 1 ? "import.clean.one" : "import.clean"], {
      rows: formatNumber(rows),
      kg,
      credit,
    }),
  "import.recorded": (t: T) => (n: number) =>
    n === 1
      ? (t["import.recorded.one"] ?? "")
      : fillIn(t["import.recorded"], { n: formatNumber(n) }),
  "import.done": (t: T) => (rows: number) => fillIn(t["import.done"], { rows: formatNumber(rows) }),
};

/** These screens' words in the reader's language (issue 29); English is the constants above. */
export const useCollectionsText = () =>
  useConsoleWords(COLLECTIONS_TEXT, "consoleCollections", "list", SENTENCES);
export const useCollectionFormText = () =>
  useConsoleWords(COLLECTION_FORM_TEXT, "consoleCollections", "form", SENTENCES);
export const useDeleteCollectionText = () =>
  useConsoleWords(DELETE_COLLECTION_TEXT, "consoleCollections", "delete", SENTENCES);
export const useImportText = () =>
  useConsoleWords(IMPORT_TEXT, "consoleCollections", "import", SENTENCES);
export const useCustomerCollectionsText = () =>
  useConsoleWords(CUSTOMER_COLLECTIONS_TEXT, "consoleCollections", "customer", SENTENCES);
