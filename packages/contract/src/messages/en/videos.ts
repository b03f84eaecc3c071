/**
 * The dashboard's Videos tab (issue 29; SPEC.md §2): the business's media files. English is
 * exactly the words before (web/src/features/media/gallery-constants.ts).
 */
export const videos = {
  heading: "Your Media Files",
  loading: "Loading media files...",
  failed: "Failed to load videos. Please try again later.",
  empty: "No media files available. Files uploaded from the admin panel will appear here.",
  "view.video": "View Video",
  "view.pdf": "View PDF",
  "view.image": "View File",
  "view.unknown": "View File",
  download: "Download",
  relatedLink: "Related Link",
  visitRelatedLink: "Visit Related Link",
  close: "Close",
  newTab: "(opens in a new tab)",
  thumbnailLabel: "Open {name}",
  uploaded: "Uploaded",
  pdfLoading: "Loading the PDF…",
  pdfFailed: "This PDF could not be shown. Download it instead.",
  pdfPage: "Page {page} of {pages}",
  videoNote: "The video starts muted; use the player's controls for sound.",
} as const;
