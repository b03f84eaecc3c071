/**
 * The console's pickups screens: every text they show (staff only). The collector's screen's words
 * are in the catalogue (`collector` area; utils/collector-texts.ts).
 */
import { DEFAULT_EVERY_DAYS, WEEKDAY_NAMES } from "@filtercycle/contract/pickups/pickup-rules";
import { useConsoleWords } from "#web/lib/console-texts";
import { formatDay, formatKg, formatWeekdayShort } from "#web/lib/format";
import { fillers, fillIn, type Sentences } from "#web/lib/localize";

export const PICKUPS_TEXT = {
  title: "Pickups",
  heading: "Pickups",
  intro: "Planned, done and missed visits to the kiosks, by city. Schedule the requests waiting.",
  viewLegend: "Show pickups",
  view: "View",
  views: { day: "Day", week: "Week" },
  date: "Date",
  show: "Show",
  previousDay: "Previous day",
  nextDay: "Next day",
  previousWeek: "Previous week",
  nextWeek: "Next week",
  today: "Today",
  dayHeading: (date: string) => formatDay(date),
  weekHeading: (from: string, to: string) => `${formatDay(from)} to ${formatDay(to)}`,
  /** The heading of one day in the week view: "Mon, 23 Nov 2026". */
  dayOfWeek: (date: string) =>
    `${(WEEKDAY_NAMES[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? "").slice(0, 3)}, ${formatDay(date)}`,
  count: (n: number) => (n === 1 ? "1 pickup" : `${n} pickups`),
  empty: "No pickups on these days.",
  emptyDay: "No pickups.",
  loading: "Loading pickups…",
  failed: "The pickups could not be loaded.",
  retry: "Try again",
  columns: {
    customer: "Customer",
    kiosk: "Kiosk",
    status: "Status",
    actions: "Actions",
  },
  status: {
    planned: "Planned",
    done: (kg: number) => `Done: ${formatKg(kg)} kg`,
    missed: (reason: string) => `Missed: ${reason}`,
  },
  movedTo: (date: string) => `New date ${formatDay(date)}`,
  reschedule: "Reschedule",
  missed: "Missed",
  rescheduleLabel: (kiosk: string, customer: string) =>
    `Reschedule the pickup at ${kiosk}, ${customer}`,
  missedLabel: (kiosk: string, customer: string) =>
    `Mark missed: the pickup at ${kiosk}, ${customer}`,
  collectorLink: "Open the collector's screen",
} as const;

export const REQUESTS_TEXT = {
  heading: "Requests waiting",
  caption: "Pickup requests waiting to be scheduled",
  empty: "No requests waiting.",
  loading: "Loading requests…",
  failed: "The requests could not be loaded.",
  pages: "Waiting request pages",
  columns: {
    customer: "Customer",
    kiosk: "Kiosk",
    reason: "Reason",
    note: "Note",
    preferred: "Preferred date",
    age: "Waiting",
    actions: "Actions",
  },
  /** A request without a preferred date: any day will do. */
  anyDay: "Any day",
  age: (days: number) => (days <= 0 ? "Today" : days === 1 ? "1 day" : `${days} days`),
  schedule: "Schedule",
  decline: "Decline",
  scheduleLabel: (kiosk: string, customer: string) =>
    `Schedule the request for ${kiosk}, ${customer}`,
  declineLabel: (kiosk: string, customer: string) =>
    `Decline the request for ${kiosk}, ${customer}`,
} as const;

/** The dialogs of the pickups page: reschedule, missed, schedule a request, decline one. */
export const DIALOG_TEXT = {
  rescheduleHeading: "Reschedule pickup",
  scheduleHeading: "Schedule pickup",
  declineHeading: "Decline request",
  missHeading: "Pickup missed",
  stopOf: (kiosk: string, customer: string) => `${kiosk}, ${customer}`,
  /** A request's schedule dialog: the day the customer would like, under its name. */
  preferredOf: (about: string, day: string) => `${about} · preferred date ${day}`,
  newDate: "New date",
  visitDate: "Visit date",
  reason: "Reason",
  chooseReason: "Choose a reason",
  note: "Note",
  noteHint: "Required when the reason is Other.",
  declineReason: "Why the request is declined",
  declineHint: "The customer sees this.",
  /** The decline reason in a sentence, before the API's "must be at most 500 characters". */
  reasonName: "The reason",
  optional: "optional",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  required: "This field is required.",
  noteRequired: "Add a note when the reason is Other.",
  badDate: "Enter a date as DD/MM/YYYY.",
  summary: "Please correct the highlighted fields.",
  failed: "The change could not be saved.",
} as const;

export const SCHEDULE_TEXT = {
  button: "Schedule",
  buttonLabel: (kiosk: string) => `Pickup schedule: kiosk ${kiosk}`,
  heading: "Pickup schedule",
  loading: "Loading the schedule…",
  failed: "The schedule could not be loaded.",
  defaultNote: `Default: every ${DEFAULT_EVERY_DAYS} days from install`,
  customNote: "This kiosk has its own schedule.",
  paused: "The kiosk is removed: no pickups are planned.",
  kindLegend: "Visit the kiosk",
  everyDaysOption: "Every few days",
  weekdaysOption: "On chosen weekdays",
  everyDays: "Every how many days",
  everyDaysHint: "1 to 365",
  weekdays: "Weekdays",
  startsOn: "From",
  save: "Save schedule",
  saving: "Saving…",
  cancel: "Cancel",
  close: "Close",
  saved: "Schedule saved. Planned pickups follow it from now on.",
  required: "This field is required.",
  badEveryDays: "Enter a whole number of days from 1 to 365.",
  noWeekday: "Choose at least one weekday.",
  badDate: "Enter a date as DD/MM/YYYY.",
  summary: "Please correct the highlighted fields.",
  saveFailed: "The schedule could not be saved.",
  weekdayNames: WEEKDAY_NAMES,
} as const;

/** Where the collector's name is remembered on the phone. */
export const COLLECTOR_NAME_KEY = "filtercycle:collector-name";
/** How often the phone tries again to send what is waiting, besides when it comes back online. */
export const RETRY_INTERVAL_MS = 30_000;

/** The screens' sentences from the catalogue's templates, dates in the reader's language. */
const SENTENCES: Sentences = {
  ...fillers({
    "pickups.status.missed": ["reason"],
    "pickups.rescheduleLabel": ["kiosk", "customer"],
    "pickups.missedLabel": ["kiosk", "customer"],
    "requests.scheduleLabel": ["kiosk", "customer"],
    "requests.declineLabel": ["kiosk", "customer"],
    "dialog.preferredOf": ["about", "day"],
    "schedule.buttonLabel": ["kiosk"],
  }),
  "pickups.dayHeading": (_t, language) => (date: string) => formatDay(date, language),
  "pickups.weekHeading": (t, language) => (from: string, to: string) =>
    fillIn(t["pickups.weekHeading"], {
      from: formatDay(from, language),
      to: formatDay(to, language),
    }),
  "pickups.dayOfWeek": (_t, language) => (date: string) =>
    `${formatWeekdayShort(date, language)}, ${formatDay(date, language)}`,
  "pickups.count": (t) => (n: number) =>
    n === 1 ? (t["pickups.count.one"] ?? "") : fillIn(t["pickups.count"], { n }),
  "pickups.status.done": (t, language) => (kg: number) =>
    fillIn(t["pickups.status.done"], { kg: formatKg(kg, language) }),
  "pickups.movedTo": (t, language) => (date: string) =>
    fillIn(t["pickups.movedTo"], { date: formatDay(date, language) }),
  "requests.age": (t) => (days: number) =>
    days <= 0
      ? (t["requests.age.today"] ?? "")
      : days === 1
        ? (t["requests.age.one"] ?? "")
        : fillIn(t["requests.age"], { n: days }),
  "dialog.stopOf": () => (kiosk: string, customer: string) => `${kiosk}, ${customer}`,
};

/** The pickups screens' words in the reader's language (issue 29); English is the constants. */
export const usePickupsText = () =>
  useConsoleWords(PICKUPS_TEXT, "consolePickups", "pickups", SENTENCES);
export const useRequestsText = () =>
  useConsoleWords(REQUESTS_TEXT, "consolePickups", "requests", SENTENCES);
export const useDialogText = () =>
  useConsoleWords(DIALOG_TEXT, "consolePickups", "dialog", SENTENCES);
export const useScheduleText = () =>
  useConsoleWords(SCHEDULE_TEXT, "consolePickups", "schedule", SENTENCES);
