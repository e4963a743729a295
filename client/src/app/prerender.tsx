import { renderToString } from 'react-dom/server';
import { AppRoot } from './AppRoot';
import { readStartParams } from './startParams';

/**
 * The landing as a visitor first sees it, rendered to HTML at build time (client/vite.config.ts)
 * and hydrated by main.tsx with the same tree. There is no session in Node: App renders the
 * visitor's landing; the toast region and the install banner appear after hydration only.
 */
export function renderLanding(): string {
  return renderToString(<AppRoot startParams={readStartParams('')} />);
}
