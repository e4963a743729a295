import { useEffect } from 'react';

export const PRODUCT_NAME = 'Energy Exchange';
export const LANDING_TITLE = 'Energy Exchange | Trade skills with coaches, creators and solopreneurs';

/** Sets '{view} | Energy Exchange' (spec §2), or a full title when `full` is given. */
export function usePageTitle(view: string, full = false): void {
  useEffect(() => {
    document.title = full ? view : `${view} | ${PRODUCT_NAME}`;
  }, [view, full]);
}
