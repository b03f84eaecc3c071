import type { ApiError } from "#web/lib/api-client";

/**
 * The API's field errors for the fields a form has, as sentences: the API writes them as
 * predicates ("must be a valid e-mail address"), so the field's label is put in front.
 */
export function fieldMessagesFrom<K extends string>(
  error: ApiError,
  labels: Record<K, string>,
): Partial<Record<K, string>> {
  const messages: Partial<Record<K, string>> = {};
  for (const { field, message } of error.errors) {
    if (!Object.hasOwn(labels, field)) continue;
    const name = field as K;
    messages[name] ??= sentence(labels[name], message);
  }
  return messages;
}

function sentence(label: string, message: string): string {
  const text = /^[a-z]/.test(message) ? `${label} ${message}` : message;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
