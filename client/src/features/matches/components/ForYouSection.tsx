import { useId, type ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '../../../shared/ui';

export interface ForYouSectionProps<T> {
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  /** Shown when the list is empty, under the section's heading. */
  empty: Pick<EmptyStateProps, 'icon' | 'title' | 'description'>;
  renderItem: (item: T) => ReactNode;
  /** The list's classes (cards stack by default) and each item's. */
  listClassName?: string;
  itemClassName?: string;
  /** In place of the list while it has not loaded (its error or skeleton). */
  pending?: ReactNode;
}

/** A section of "For you": its heading, then its cards or, with none, what would bring some. */
export function ForYouSection<T>({
  title,
  items,
  keyOf,
  empty,
  renderItem,
  listClassName = 'for-you__list',
  itemClassName,
  pending,
}: ForYouSectionProps<T>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="for-you__title">
        {title}
      </h2>
      {pending ??
        (items.length === 0 ? (
          <EmptyState headingLevel={3} {...empty} />
        ) : (
          <ul className={listClassName}>
            {items.map((item) => (
              <li key={keyOf(item)} className={itemClassName}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
