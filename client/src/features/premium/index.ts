// What the shell uses from Premium.
export { PremiumModal } from './components/PremiumModal';
export { PremiumUpgradeContext, useOpenPremiumUpgrade } from './components/PremiumUpgradeContext';
export { useCheckoutReturn, type CheckoutReturnPhase } from './hooks/useCheckoutReturn';
export { cleanPaymentAddress } from './lib/address';
