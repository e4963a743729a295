// What the shell uses from Refer & Earn.
export { ReferEarnModal } from './components/ReferEarnModal';
