/**
 * A short fingerprint of a factor's source text (djb2, base 36). The support page in Gujarati or
 * Hindi shows a default factor's source in its language; to know whether the API's source of a
 * version is still that default, the page compares fingerprints, so the English source text
 * itself never travels to a Gujarati or Hindi page (issue 29).
 */
export function sourceMark(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}
