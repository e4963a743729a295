import { useEffect } from 'react';

export const PRODUCT_NAME = 'Energy Exchange';

export function pageTitle(view: string): string {
  return `${view} | ${PRODUCT_NAME}`;
}

/** Sets '{view} | Energy Exchange', on every screen, the landing included. */
export function usePageTitle(view: string): void {
  useEffect(() => {
    document.title = pageTitle(view);
  }, [view]);
}

/** Keeps the page's meta description in the reader's language (a shared link's preview, a search result). */
export function useMetaDescription(text: string): void {
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', text);
  }, [text]);
}
