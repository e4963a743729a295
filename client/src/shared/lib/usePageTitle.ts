import { useEffect } from 'react';

export const PRODUCT_NAME = 'Energy Exchange';
/**
 * The landing's view name: what a search result shows before '| Energy Exchange'. index.html
 * carries the same title for the prerendered page (App.test.tsx checks they agree).
 */
export const LANDING_VIEW = 'Skill swap for coaches and creators';

export function pageTitle(view: string): string {
  return `${view} | ${PRODUCT_NAME}`;
}

/** Sets '{view} | Energy Exchange', on every screen, the landing included. */
export function usePageTitle(view: string): void {
  useEffect(() => {
    document.title = pageTitle(view);
  }, [view]);
}
