import { createContext, useContext, useEffect } from 'react';

/** A view's title (its h1) and the line under it. */
export interface ViewHeading {
  title: string;
  summary: string;
}

/**
 * Set by the shell: shows a heading in place of the menu entry's while a part of a view needs its
 * own (Discover's Needs tab is not "Discover Services"); null gives the entry's back.
 */
export const ViewHeadingContext = createContext<((heading: ViewHeading | null) => void) | null>(null);

/** Shows `heading` as the view's title and subtitle while the caller is mounted; null: the menu entry's. */
export function useViewHeading(heading: ViewHeading | null) {
  const setHeading = useContext(ViewHeadingContext);
  const title = heading?.title;
  const summary = heading?.summary;
  useEffect(() => {
    if (!setHeading || title === undefined) return;
    setHeading({ title, summary: summary ?? '' });
    return () => setHeading(null);
  }, [setHeading, title, summary]);
}
