import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export type Tab<Id extends string = string> = { id: Id; label: string };

/** The ids that tie a tab to its panel: `TabBar` and `TabPanel` given the same `idBase`. */
export function tabIds(idBase: string, tabId: string) {
  return { tab: `${idBase}-tab-${tabId}`, panel: `${idBase}-panel-${tabId}` };
}

/**
 * A row of tabs (SPEC.md §2 "Tab bar": a list of tabs, the active one, and a report of changes),
 * built as a WAI-ARIA tab list (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/):
 * - only the active tab is in the Tab order (roving tabindex), so Tab moves on to the panel;
 * - Left/Right arrows move to the previous/next tab (wrapping), Home/End to the first/last,
 *   and the tab reached is selected at once ("automatic activation": switching is instant);
 * - each tab names the panel it controls; render the panels with `TabPanel` and the same
 *   `idBase`.
 */
export function TabBar<Id extends string>({
  tabs,
  activeId,
  onChange,
  label,
  idBase,
}: {
  tabs: readonly Tab<Id>[];
  activeId: Id;
  onChange: (id: Id) => void;
  /** The tab list's accessible name. */
  label: string;
  idBase: string;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className="flex gap-1 overflow-x-auto border-b border-forest/15"
    >
      {tabs.map((tab, index) => {
        const active = tab.id === activeId;
        const ids = tabIds(idBase, tab.id);
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={active}
            aria-controls={ids.panel}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors focus-ring sm:text-base ${
              active
                ? "border-leaf text-forest"
                : "border-transparent text-ink/70 hover:border-forest/30 hover:text-forest"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab; render only the active one (the others' content is not needed). */
export function TabPanel({
  idBase,
  tabId,
  children,
  className,
}: {
  idBase: string;
  tabId: string;
  children: ReactNode;
  className?: string;
}) {
  const ids = tabIds(idBase, tabId);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable per the APG tabs pattern, since a panel may start with plain text
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}

/** A stable id base for one TabBar/TabPanel pair. */
export function useTabIdBase(): string {
  return useId().replace(/:/g, "");
}
