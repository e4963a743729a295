// What the visitor app and the shell use from the landing page.
export { HowItWorksModal } from './components/HowItWorksModal';
export { LANDING_PAGE, LandingPage } from './components/LandingPage';
