import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<T extends string> {
  id: T;
  label: string;
  icon: ReactNode;
}

interface TabsProps<T extends string> {
  tabs: ReadonlyArray<Tab<T>>;
  /** What the tab list is, for screen readers ('Settings sections'). */
  label: string;
  selected: T;
  onSelect: (id: T) => void;
  /** Id prefix shared with the panels (`{idPrefix}-tab-{id}` labels `{idPrefix}-panel-{id}`). */
  idPrefix: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern: one tab in the Tab order, arrow keys (and Home/End) move between
 * tabs and select them. On phones the row scrolls sideways rather than squeezing the labels.
 */
export function Tabs<T extends string>({ tabs, label, selected, onSelect, idPrefix }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, tab.id))}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      // Wraps onto a second row on a phone: a scrolling strip hid Privacy and Marketing off the edge.
      className="flex flex-wrap gap-x-1 border-b border-line"
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`-mb-px inline-flex min-h-12 shrink-0 items-center gap-1.5 border-b-[3px] px-2.5 font-semibold whitespace-nowrap ${
              isSelected ? 'border-accent text-ink' : 'border-transparent text-ink-muted hover:text-ink'
            }`}
          >
            {tab.icon}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
