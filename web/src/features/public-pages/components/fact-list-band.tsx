import type { FactList } from "../types";
import { Band, PointGrid, SectionHeading } from "./blocks";

/** A list of the company's own facts, or nothing at all while it has no entry. */
export function FactListBand({
  list,
  id,
}: {
  /** What the page shows of the list (`eachEntry` is for whoever fills it, not for visitors). */
  list: Pick<FactList, "heading" | "entries">;
  id: string;
}) {
  if (list.entries.length === 0) return null;
  return (
    <Band tone="white" labelledBy={id}>
      <SectionHeading id={id}>{list.heading}</SectionHeading>
      <PointGrid points={list.entries} columns={3} />
    </Band>
  );
}
