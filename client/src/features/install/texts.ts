/** The install banner's texts and the alerts that stand in where there is no install prompt. */
export const INSTALL_TEXTS = {
  region: 'Install Energy Exchange',
  title: 'Install Energy Exchange',
  body: 'Add the app to your home screen for quick access to your exchanges.',
  install: 'Install app',
  dismiss: 'Dismiss',
  iosHelp:
    'To install Energy Exchange on your iPhone or iPad: tap the Share button in Safari (the square with an arrow pointing up), then choose "Add to Home Screen".',
  genericHelp:
    'To install Energy Exchange: open your browser\'s menu (⋮ or ⋯) and choose "Install app" or "Add to Home screen".',
} as const;
