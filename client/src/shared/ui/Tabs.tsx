import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import './ui.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /**
   * Keep inactive panels' content mounted (hidden). Off by default: two hidden copies of a
   * form would give duplicate labels (e.g. two "Email" fields) to label-based queries.
   */
  keepMounted?: boolean;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump.
 *
 * Labels never wrap: a strip too narrow for all of them scrolls sideways, shows at each end where
 * more tabs lie (a fade with an arrow), and keeps the selected tab in view.
 */
export function Tabs({ items, label, value, defaultValue, onChange, keepMounted = false, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const more = useMoreTabs(listRef, items.length);

  // The selected tab in view (chosen by the keyboard, or the first tab shown being a later one).
  const shown = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    const tab = selected === undefined ? undefined : tabRefs.current.get(selected);
    const justShown = !shown.current;
    shown.current = true;
    // A new strip shows its start: with the first tab selected there is nothing to bring into view,
    // and no reason to make the browser lay out the page in the middle of the render to find that out.
    if (justShown && tab === list?.firstElementChild) return;
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // The first tab shows the strip from its start, whichever way it reads (right to left, the
    // start is scrollLeft 0 too); the last, to its end.
    if (tab === list.firstElementChild) {
      list.scrollLeft = 0;
      return;
    }
    if (tab === list.lastElementChild) {
      list.scrollLeft = getComputedStyle(list).direction === 'rtl' ? -list.scrollWidth : list.scrollWidth;
      return;
    }
    const [l, t] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
    // A little of the neighbour stays visible, so the fade still says there is more.
    const peek = 32;
    if (t.left < l.left) list.scrollLeft -= l.left - t.left + peek;
    else if (t.right > l.right) list.scrollLeft += t.right - l.right + peek;
  }, [selected]);

  const select = (id: string, focus = false) => {
    if (value === undefined) setInternal(id);
    onChange?.(id);
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    select(items[next].id, true);
  };

  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div
        className="tabs__strip"
        data-more-before={more.before || undefined}
        data-more-after={more.after || undefined}
      >
        <div ref={listRef} role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
          {items.map((item) => {
            const active = item.id === selected;
            return (
              <button
                key={item.id}
                ref={(el) => {
                  if (el) tabRefs.current.set(item.id, el);
                  else tabRefs.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${item.id}`}
                aria-selected={active}
                aria-controls={`${baseId}-panel-${item.id}`}
                tabIndex={active ? 0 : -1}
                className="tabs__tab ui-plain-button"
                onClick={() => select(item.id)}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          className="tabs__panel"
        >
          {(keepMounted || item.id === selected) && item.content}
        </div>
      ))}
    </div>
  );
}

/**
 * Whether the strip hides tabs before or after what it shows, measured when it scrolls or
 * changes size (no observer where the browser has none: the strip then shows no hint).
 */
function useMoreTabs(listRef: RefObject<HTMLDivElement | null>, count: number) {
  const [more, setMore] = useState({ before: false, after: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // How far from the strip's start it is scrolled: right to left, scrollLeft runs from 0 down.
      const offset = Math.abs(list.scrollLeft);
      const before = offset > 1;
      const after = offset + list.clientWidth < list.scrollWidth - 1;
      setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
    };
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The strip's own size, and its tabs' (a label that gains a count widens the strip's content).
    // The observer's first report, once the page is laid out, is the first measure: measuring here
    // would make the browser lay out the whole new view in the middle of the render.
    for (const el of [list, ...Array.from(list.children)]) observer?.observe(el);
    if (!observer) measure();
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [listRef, count]);
  return more;
}
