import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Tabbable descendants in DOM order, skipping hidden ones (hidden attribute or inside one). */
export function tabbableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden]') && !el.closest('[inert]') && el.tabIndex >= 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal dialog, the small-screen menu drawer):
 * from the last tabbable element Tab wraps to the first, and back. Call it from the container's
 * keydown handler; other keys are left alone.
 */
export function trapTabKey(event: ReactKeyboardEvent | KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = tabbableElements(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
