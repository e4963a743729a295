/** Thin wrappers over window.location/history so tests can stub them. */
export function reloadPage(): void {
  window.location.reload();
}

/** Drops the given query parameters from the address without navigating. */
export function removeQueryParams(names: readonly string[]): void {
  const url = new URL(window.location.href);
  let changed = false;
  for (const name of names) {
    if (url.searchParams.has(name)) {
      url.searchParams.delete(name);
      changed = true;
    }
  }
  if (changed) window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Leaves the app for another address (e.g. the payment provider's checkout page). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
