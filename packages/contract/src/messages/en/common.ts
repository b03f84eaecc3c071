/**
 * Words every signed-in screen shares (issue 29; decision 0096, amendment of 2026-11-27): the API
 * client's own sentences (no network, an answer it cannot read), the form kit's, the lists' and
 * dialogs' common buttons. English is exactly what the screens said before
 * (web/src/lib/api-client.ts API_CLIENT_TEXT, the kit's defaults).
 */
export const common = {
  "client.networkError":
    "Could not reach the server. Check your internet connection and try again.",
  "client.unexpectedAnswer":
    "The server sent an answer this page does not understand. Please try again.",
  "client.serverError": "The server could not complete the request (HTTP {status}).",
  /** An API field message the product has only in English (a schema's rule), in another language. */
  "form.checkField": "Please check {name}.",
  cancel: "Cancel",
  calendar: "Choose on a calendar",
  "pager.label": "Pages",
  "pager.previous": "Previous",
  "pager.next": "Next",
  "pager.page": "Page {page}",
  "pager.pageOf": "Page {page} of {pages}",
} as const;
