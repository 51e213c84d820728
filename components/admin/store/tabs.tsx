'use client';

import { useId, useRef, type ReactNode } from 'react';

type Tab<T extends string> = { id: T; label: string };

type Props<T extends string> = {
  label: string;
  tabs: readonly Tab<T>[];
  selected: T;
  onSelect: (id: T) => void;
  small?: boolean;
  children: ReactNode;
};

/** ARIA tabs: arrow keys move between them; only the chosen panel is rendered. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, small, children }: Props<T>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (from: number, step: number) => {
    const next = tabs[(from + step + tabs.length) % tabs.length];
    onSelect(next.id);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  return (
    <div className={`admin-tabs${small ? ' admin-tabs--small' : ''}`}>
      <div role="tablist" aria-label={label} className="admin-tabs__list" ref={list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-${tab.id}`}
            data-tab={tab.id}
            aria-selected={tab.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index, 1);
              if (event.key === 'ArrowLeft') move(index, -1);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}`}
        className="admin-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
