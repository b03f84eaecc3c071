import type { FactList } from "../types";
import { RECOGNITION_RECEIVED } from "./awards";
import { SUPPORTER_LIST } from "./our-supporter";

/** Every list of facts only the company can supply, with the page it is on. */
const FACT_LISTS: readonly { page: string; list: FactList }[] = [
  { page: "/awards", list: RECOGNITION_RECEIVED },
  { page: "/our-supporter", list: SUPPORTER_LIST },
];

/** The lists still empty (hidden on their page), for the build's warning. */
export function unfilledLists(): string[] {
  return FACT_LISTS.filter(({ list }) => list.entries.length === 0).map(
    ({ page, list }) => `${page} "${list.heading}" (${list.eachEntry})`,
  );
}
