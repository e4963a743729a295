// What the app root uses from the install banner.
export { InstallBanner } from './components/InstallBanner';
export { captureInstallPrompt } from './lib/installPrompt';
