import { BuildStudioScreen } from './build-studio-screen';

/** What the shell loads for /build-studio. */
export default BuildStudioScreen;
