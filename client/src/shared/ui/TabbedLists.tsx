import { useState, type ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { LoadError } from './LoadError';
import { ListSkeleton } from './Skeleton';
import { Tabs } from './Tabs';

export interface ListTab<T, TId extends string = string> {
  id: TId;
  /** Tab text; once the list has loaded its count is appended, e.g. "Received (3)". */
  title: string;
  /** Undefined until loaded. */
  items: readonly T[] | undefined;
  error?: unknown;
  onRetry: () => void;
  /** What the tab shows when its list is empty: an EmptyState under the tabs (a level-2 heading)… */
  emptyState?: Omit<EmptyStateProps, 'headingLevel'>;
  /** …or anything else. */
  empty?: ReactNode;
}

export interface TabbedListsProps<T extends { id: string }, TId extends string = string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ListTab<T, TId>[];
  /** e.g. "Requests could not be loaded." */
  errorText: string;
  /** e.g. "Loading requests…" (read out while the skeleton shows). */
  loadingText: string;
  /** Extra class of the loading skeleton. */
  statusClassName?: string;
  listClassName: string;
  renderItem: (item: T, tabId: TId) => ReactNode;
  /** An item to bring on screen (a notification's target): the tab that holds it is selected, once. */
  revealItemId?: string | null;
}

/**
 * Tabs of lists (Received / Sent and the like): each tab says how many items it holds once loaded,
 * and shows a loading skeleton, a load error with "Try again", its empty state, or the list.
 */
export function TabbedLists<T extends { id: string }, TId extends string = string>({
  label,
  tabs,
  errorText,
  loadingText,
  statusClassName,
  listClassName,
  renderItem,
  revealItemId = null,
}: TabbedListsProps<T, TId>) {
  const [selected, setSelected] = useState<string | undefined>(tabs[0]?.id);
  // Selected once for an item asked for, when a loaded list holds it: the member may switch away after.
  const [revealed, setRevealed] = useState<string | null>(null);
  if (revealItemId !== revealed) {
    const holder = revealItemId && tabs.find((tab) => tab.items?.some((item) => item.id === revealItemId));
    if (!revealItemId) setRevealed(null);
    else if (holder) {
      setRevealed(revealItemId);
      setSelected(holder.id);
    }
  }

  const renderTab = ({ id, items, error, onRetry, empty, emptyState }: ListTab<T, TId>) => {
    if (!items) {
      if (error) return <LoadError message={errorText} onRetry={onRetry} />;
      return <ListSkeleton label={loadingText} className={statusClassName} />;
    }
    if (items.length === 0) return emptyState ? <EmptyState headingLevel={2} {...emptyState} /> : empty;
    return (
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.id}>{renderItem(item, id)}</li>
        ))}
      </ul>
    );
  };

  return (
    <Tabs
      label={label}
      value={selected}
      onChange={setSelected}
      items={tabs.map((tab) => ({
        id: tab.id,
        label: tab.items ? `${tab.title} (${tab.items.length})` : tab.title,
        content: renderTab(tab),
      }))}
    />
  );
}
