/** Dismissing the install banner is remembered on this device (a local flag). */
export const INSTALL_DISMISSED_KEY = 'energy-exchange.installBannerDismissed';

export function isInstallBannerDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberInstallBannerDismissed(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // no storage: dismissed for this page only
  }
}
