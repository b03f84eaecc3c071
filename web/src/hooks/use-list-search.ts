import { ISO_DATE_PATTERN } from "@filtercycle/contract/dates";
import type { FormEvent } from "react";
import { useSearchParams } from "react-router";

/**
 * A console list's filters and page in the URL (so a filtered list can be shared and
 * reloaded). The filter form is uncontrolled: its field names are the URL's parameter names.
 * - `applyFilters` (the form's submit): the filled-in fields, trimmed, become the whole query
 *   (back to page 1); a field left blank, or at its value in `defaults`, is left out.
 * - `goTo(page)`: the same filters, another page.
 * - `clear()`: no filters, page 1.
 */
export function useListSearch({ defaults = {} }: { defaults?: Record<string, string> } = {}) {
  const [params, setParams] = useSearchParams();

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget).entries()) {
      const v = String(value).trim();
      if (v !== "" && defaults[key] !== v) next.set(key, v);
    }
    setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    setParams(next);
  };
  const clear = () => setParams(new URLSearchParams());

  return { params, applyFilters, goTo, clear };
}

/** `?page=` as a page number: a whole number from 1, else 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `{ [name]: day }` when the parameter is a `YYYY-MM-DD` day, else `{}` (to spread in a query). */
export function dayParam<const Name extends string>(
  params: URLSearchParams,
  name: Name,
): { [K in Name]?: string } {
  const value = params.get(name) ?? "";
  return (ISO_DATE_PATTERN.test(value) ? { [name]: value } : {}) as { [K in Name]?: string };
}
