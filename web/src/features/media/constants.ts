/** The console's media library (/admin/media): its words. */
export const MEDIA_TEXT = {
  title: "Media",
  heading: "Media",
  intro: "Photos, videos and documents shown in each customer's gallery.",
  filter: {
    label: "Customer code",
    hint: "e.g. FC-1001; leave empty for every customer.",
    apply: "Show",
    clear: "Show all",
  },
  list: {
    caption: "Media files",
    captionFor: (code: string) => `Media files of ${code}`,
    file: "File",
    customer: "Customer",
    eventType: "Event type",
    link: "Related link",
    added: "Added",
    size: "Size",
    actions: "Actions",
    edit: "Edit",
    delete: "Delete",
    none: "No media files yet.",
    loading: "Loading media…",
    failed: "The media list could not be loaded.",
    retry: "Try again",
    pages: "Media file pages",
  },
  upload: {
    heading: "Upload a file",
    customer: "Customer code",
    eventType: "Event type",
    chooseEventType: "Choose an event type",
    link: "Related link",
    linkHint: "Optional: a post or page about this event.",
    file: "File",
    submit: "Upload",
    cancel: "Cancel upload",
    progressLabel: "Upload progress",
    progress: (percent: number, speed: string) => `${percent}% · ${speed}`,
    done: (name: string) => `Uploaded ${name}.`,
    cancelled: "Upload cancelled. Nothing was stored.",
    required: (label: string) => `${label} is required.`,
    failed: "The upload failed.",
  },
  edit: {
    heading: (name: string) => `Edit ${name}`,
    save: "Save",
    saving: "Saving…",
    cancel: "Cancel",
  },
  remove: {
    heading: (name: string) => `Delete ${name}?`,
    body: "The file is removed from the customer's gallery and cannot be brought back.",
    confirm: "Delete",
    deleting: "Deleting…",
    cancel: "Keep it",
  },
  eventTypes: {
    heading: "Event types",
    name: "Name",
    add: "Add event type",
    newName: "New event type",
    rename: "Rename",
    renameLabel: (name: string) => `New name for ${name}`,
    save: "Save",
    cancel: "Cancel",
    retire: "Retire",
    restore: "Bring back",
    retired: "Retired",
    active: "In use",
  },
  section: {
    heading: "Media",
  },
} as const;

/** Bytes a second as "1.5 MB/s" (or kB/s, B/s). */
export function formatSpeed(bytesPerSecond: number): string {
  if (!Number.isFinite(bytesPerSecond) || bytesPerSecond <= 0) return "0 B/s";
  if (bytesPerSecond >= 1_000_000) return `${(bytesPerSecond / 1_000_000).toFixed(1)} MB/s`;
  if (bytesPerSecond >= 1_000) return `${(bytesPerSecond / 1_000).toFixed(1)} kB/s`;
  return `${Math.round(bytesPerSecond)} B/s`;
}

/** A file's size as "2.4 MB" (or kB, B). */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${(bytes / 1_000).toFixed(1)} kB`;
  return `${bytes} B`;
}
