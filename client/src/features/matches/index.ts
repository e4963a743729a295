// What the shell uses from Matches (issue 19).
export { ForYouView } from './components/ForYouView';
