import { signedPercent, weightDifferenceText } from "@filtercycle/contract/custody/custody-wording";
import { useConsoleWords } from "#web/lib/console-texts";
import { fillers, fillIn, type Sentences } from "#web/lib/localize";

/** The console's Custody screen texts (staff only; assert them in tests). */
export const CUSTODY_TEXT = {
  heading: "Chain of custody",
  intro:
    "Each bag from a pickup, weighed again on intake at the plant, put into a processing batch and made into an Eco-Art product lot. A bag whose intake weight differs from its pickup weight beyond the tolerance (Settings) is flagged.",
  bags: {
    /** "Weight differs by +7.2 % (tolerance 5 %)". */
    differs: weightDifferenceText,
    heading: "Bags",
    filterLabel: "Show bags",
    statuses: {
      awaiting: "Awaiting intake",
      received: "Received",
      flagged: "Flagged",
      all: "All",
    },
    caption: "Bags from pickups, newest pickup first",
    bag: "Bag",
    customer: "Customer",
    kiosk: "Kiosk",
    collected: "Picked up",
    pickupKg: "Pickup kg",
    received: "Received",
    intakeKg: "Intake kg",
    check: "Weight check",
    batch: "Batch",
    empty: {
      awaiting: "No bag is awaiting intake.",
      received: "No bag has been received yet.",
      flagged: "No bag is flagged.",
      all: "No pickup has a bag code yet.",
    },
    awaitingCheck: "Not received yet",
    withinTolerance: "Within tolerance",
    flagged: "Flagged",
  },
  intake: {
    heading: "Record intake",
    bagCode: "Bag code",
    bagHint: "As written on the bag, for example FC-B-0042",
    receivedOn: "Received on",
    weightKg: "Weight on intake (kg)",
    note: "Note",
    submit: "Record intake",
    busy: "Recording…",
    done: (bag: string, kg: string) => `Intake of bag ${bag} recorded: ${kg} kg.`,
  },
  batches: {
    heading: "Batches",
    caption: "Processing batches, newest first",
    empty: "No batch yet.",
    code: "Batch",
    started: "Started",
    bags: "Bags",
    kg: "Intake kg",
    lots: "Product lots",
    noLots: "No lot yet",
    lot: (product: string, code: string, madeOn: string) => `${product}, lot ${code} (${madeOn})`,
    pages: "Batch pages",
  },
  batch: {
    heading: "Create batch",
    code: "Batch code",
    codeHint: "For example B-2026-118",
    startedOn: "Started on",
    bagCodes: "Bag codes",
    bagCodesHint: "Received bags not yet in a batch: one per line, or separated by commas.",
    note: "Note",
    submit: "Create batch",
    busy: "Creating…",
    done: (code: string, bags: number) =>
      `Batch ${code} created with ${bags} ${bags === 1 ? "bag" : "bags"}.`,
  },
  lot: {
    heading: "Add product lot",
    batch: "Batch",
    chooseBatch: "Choose a batch",
    batchHint: "The batches on the page shown in the list below; its next pages hold older ones.",
    code: "Lot code",
    codeHint: "For example L-0412",
    product: "Product",
    productHint: "What the material became, for example coasters",
    madeOn: "Made on",
    submit: "Add lot",
    busy: "Adding…",
    done: (product: string, code: string, batch: string) =>
      `Lot ${code} (${product}) added to batch ${batch}.`,
  },
  errors: {
    required: "is required",
    weight: "must be a number of kg, for example 1.880",
    date: "must be a date",
    noBags: "must name at least one bag",
    summary: "Please correct the highlighted fields.",
  },
  loading: "Loading…",
  failed: "The list could not be loaded.",
} as const;

/** The screen's sentences from the catalogue's templates. */
const SENTENCES: Sentences = {
  ...fillers({
    "custody.intake.done": ["bag", "kg"],
    "custody.batches.lot": ["product", "code", "madeOn"],
    "custody.lot.done": ["product", "code", "batch"],
  }),
  "custody.bags.differs": (t) => (difference: number, tolerance: number) =>
    fillIn(t["custody.bags.differs"], { difference: signedPercent(difference), tolerance }),
  "custody.batch.done": (t) => (code: string, bags: number) =>
    fillIn(t[bags === 1 ? "custody.batch.done.one" : "custody.batch.done"], { code, bags }),
};

/** The custody screen's words in the reader's language (issue 29); English is CUSTODY_TEXT. */
export const useCustodyText = () =>
  useConsoleWords(CUSTODY_TEXT, "consoleCustody", "custody", SENTENCES);
