// What the shell uses from Settings (the modal itself is loaded lazily by the shell).
export type { SettingsSection } from './components/SettingsModal';
