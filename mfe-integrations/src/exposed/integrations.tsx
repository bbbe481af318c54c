import { IntegrationsScreen } from '../features/integrations/components/integrations-screen';

/** What the shell loads for /integrations. */
export default IntegrationsScreen;
