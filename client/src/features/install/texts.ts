import { defineMessages } from 'react-intl';

/** The install banner's texts and the alerts that stand in where there is no install prompt. */
export const INSTALL_TEXTS = defineMessages({
  region: { id: 'install.banner.region', defaultMessage: 'Install Energy Exchange' },
  title: { id: 'install.banner.title', defaultMessage: 'Install Energy Exchange' },
  body: {
    id: 'install.banner.body',
    defaultMessage: 'Add the app to your home screen for quick access to your exchanges.',
  },
  install: { id: 'install.banner.install', defaultMessage: 'Install app' },
  dismiss: { id: 'install.banner.dismiss', defaultMessage: 'Dismiss' },
  iosHelp: {
    id: 'install.banner.iosHelp',
    defaultMessage:
      'To install Energy Exchange on your iPhone or iPad: tap the Share button in Safari (the square with an arrow pointing up), then choose "Add to Home Screen".',
  },
  genericHelp: {
    id: 'install.banner.genericHelp',
    defaultMessage:
      'To install Energy Exchange: open your browser\'s menu (⋮ or ⋯) and choose "Install app" or "Add to Home screen".',
  },
});
