// What the shell and other features use from Needs (issue 19).
export { DiscoverTabs } from './components/DiscoverTabs';
export { NeedCard, NeedCard_needFragment } from './components/NeedCard';
export { HelpModal } from './components/HelpModal';
