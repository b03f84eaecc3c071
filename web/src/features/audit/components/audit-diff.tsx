import { useAuditText } from "../constants";
import { fieldWords, isInternalId, valueWords } from "../utils/audit-words";
import { changesOf } from "../utils/diff";

/** An entry's before and after as a small table of the fields that changed. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const AUDIT_TEXT = useAuditText();
  // Internal ids (a kiosk's uuid) mean nothing to the reader: the record is named in its row.
  const changes = changesOf(before, after).filter(
    (change) => !isInternalId(change.field, change.after ?? change.before),
  );
  if (changes.length === 0) return <span className="text-ink/70">{AUDIT_TEXT.diff.none}</span>;
  return (
    <table className="w-full text-xs">
      <thead className="sr-only">
        <tr>
          <th scope="col">{AUDIT_TEXT.diff.field}</th>
          <th scope="col">{AUDIT_TEXT.diff.before}</th>
          <th scope="col">{AUDIT_TEXT.diff.after}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className="align-top">
            <th scope="row" className="pr-2 text-left font-medium text-ink/80">
              {fieldWords(change.field)}
            </th>
            <td className="pr-2 break-all text-red-800">
              {change.before === null ? null : (
                <del>
                  <span className="sr-only">{`${AUDIT_TEXT.diff.before}: `}</span>
                  {change.before ? valueWords(change.field, change.before) : AUDIT_TEXT.diff.empty}
                </del>
              )}
            </td>
            <td className="break-all text-forest">
              {change.after === null ? null : (
                <ins className="no-underline">
                  <span className="sr-only">{`${AUDIT_TEXT.diff.after}: `}</span>
                  {change.after ? valueWords(change.field, change.after) : AUDIT_TEXT.diff.empty}
                </ins>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
