// What the shell uses from My Profile.
export { ProfileView } from './components/ProfileView';
