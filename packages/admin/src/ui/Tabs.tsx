import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './classNames.ts';
import './tabs.css';

export interface TabItem {
  /** Stable within the list; also names the tab in ids. */
  id: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
}

/** Keys that move between tabs, as the WAI-ARIA tabs pattern says: the focused tab is shown. */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** A tab list with one panel shown; arrows, Home and End move, only the shown tab is in Tab order. */
export function Tabs({ label, tabs }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs-group">
      <div role="tablist" aria-label={label} className="tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={classNames('tabs__tab', index === selected && 'tabs__tab--active')}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selected}
          className="stack"
        >
          {index === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
