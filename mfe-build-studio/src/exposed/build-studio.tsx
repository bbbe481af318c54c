import { BuildStudioScreen } from '../features/studio/components/build-studio-screen';

/** What the shell loads for /build-studio. */
export default BuildStudioScreen;
