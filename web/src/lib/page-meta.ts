import { BRAND } from "@filtercycle/contract/brand";

export const DEFAULT_DESCRIPTION = BRAND.oneLiner;

type MetaTags = [{ title: string }, { name: "description"; content: string }];

/** The `meta` of a page: "<name> | Filtercycle" and a description. */
export function pageMeta(name: string, description: string = DEFAULT_DESCRIPTION): MetaTags {
  return [{ title: `${name} | ${BRAND.name}` }, { name: "description", content: description }];
}
