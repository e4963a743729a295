// What the shell and other features use from Needs.
export { DiscoverTabs } from './components/DiscoverTabs';
export { NeedCard, NeedCard_needFragment } from './components/NeedCard';
export { HelpModal } from './components/HelpModal';
