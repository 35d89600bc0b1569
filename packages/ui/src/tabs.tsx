import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { webStorage } from './web-storage.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Controlled active tab id. */
  value?: string;
  onChange?: (id: string) => void;
  /** Remember the active tab in local storage under this key (in memory only where storage is blocked). */
  storageKey?: string;
  /** Keep inactive panels mounted (hidden) instead of unmounting them. */
  keepMounted?: boolean;
}

function initialTab(tabs: TabItem[], storageKey?: string): string {
  const stored = storageKey ? webStorage('local').getItem(storageKey) : null;
  const known = tabs.find((tab) => tab.id === stored);
  return known?.id ?? tabs[0]?.id ?? '';
}

/**
 * WAI-ARIA tabs with automatic activation: one tab in the tab order (roving tabindex),
 * Left/Right move and wrap, Home/End jump. Inactive panels are unmounted by default so a
 * tab's Learn calls only run when it is shown.
 */
export function Tabs({ label, tabs, value, onChange, storageKey, keepMounted = false }: TabsProps) {
  const baseId = useId();
  const [inner, setInner] = useState(() => initialTab(tabs, storageKey));
  const refs = useRef(new Map<string, HTMLButtonElement>());
  if (tabs.length === 0) throw new Error('Tabs: at least one tab is required');
  const ids = new Set(tabs.map((tab) => tab.id));
  if (ids.size !== tabs.length) throw new Error('Tabs: tab ids must be unique');
  const active = value !== undefined && ids.has(value) ? value : ids.has(inner) ? inner : tabs[0]!.id;

  const select = (id: string, focus: boolean) => {
    if (focus) refs.current.get(id)?.focus();
    if (id === active) return;
    setInner(id);
    if (storageKey) webStorage('local').setItem(storageKey, id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const target = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(tabs[target]!.id, true);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className="ct-tabs">
      <div role="tablist" aria-label={label} className="ct-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              className="ct-tabs__tab"
              onClick={() => select(tab.id, false)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            tabIndex={0}
            hidden={!selected}
            className="ct-tabs__panel"
          >
            {selected || keepMounted ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
