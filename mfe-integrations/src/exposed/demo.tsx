import { DemoScreen } from '../features/demo/components/demo-screen';

/** What the shell loads for /demo. */
export default DemoScreen;
