// What the shell uses from Matches.
export { ForYouView } from './components/ForYouView';
