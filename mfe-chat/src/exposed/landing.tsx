import { LandingScreen } from '../features/landing/components/landing-screen';

/** What the shell loads for / and /chat. */
export default LandingScreen;
