import { createContext, useContext } from 'react';

/**
 * Opens the Premium upgrade modal from anywhere inside the signed-in shell (the shell owns the
 * modal). Null outside the shell, e.g. on visitor pages: render no upgrade action there.
 */
export const PremiumUpgradeContext = createContext<(() => void) | null>(null);

export function useOpenPremiumUpgrade(): (() => void) | null {
  return useContext(PremiumUpgradeContext);
}
