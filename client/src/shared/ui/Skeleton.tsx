import type { CSSProperties } from 'react';
import './ui.css';

export interface SkeletonProps {
  /** CSS width, e.g. '60%' or 120 (px). */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'line' | 'circle' | 'block';
  className?: string;
}

/** One shimmering placeholder shape; decorative (hidden from assistive technology). */
export function Skeleton({ width, height, shape = 'line', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}

export interface ListSkeletonProps {
  /** Read out instead of the shapes, e.g. "Loading services…". */
  label: string;
  /** 'cards': a tile grid (Discover, Coaches); 'rows': stacked cards (requests, sessions, lists). */
  layout?: 'cards' | 'rows';
  /** How many placeholder items. */
  count?: number;
  className?: string;
}

/**
 * The loading state of a list: placeholder items shaped like the real ones, so the page does not
 * jump when they arrive. Marked aria-busy; screen readers hear only `label` (a polite status).
 */
export function ListSkeleton({ label, layout = 'rows', count = 3, className }: ListSkeletonProps) {
  return (
    <div
      className={['list-skeleton', `list-skeleton--${layout}`, className].filter(Boolean).join(' ')}
      aria-busy="true"
      data-testid="list-skeleton"
    >
      <span role="status" className="sr-only">
        {label}
      </span>
      <ul className="list-skeleton__items" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="list-skeleton__item">
            <span className="list-skeleton__head">
              <Skeleton shape="circle" width={40} height={40} />
              <span className="list-skeleton__lines">
                <Skeleton width="55%" height={14} />
                <Skeleton width="35%" height={12} />
              </span>
            </span>
            <Skeleton width="92%" height={12} />
            {layout === 'cards' && <Skeleton width="70%" height={12} />}
            <Skeleton shape="block" width={layout === 'cards' ? '100%' : 120} height={36} />
          </li>
        ))}
      </ul>
    </div>
  );
}
