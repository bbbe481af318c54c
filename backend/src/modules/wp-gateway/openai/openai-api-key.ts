import { isWellFormedApiKey } from '../../../api-keys/api-key-format';
import { WpGatewayException } from '../wp-gateway.errors';

/** The bearer key of an /api/openai/v1 call, if it can be an account's key: the demo key belongs to the WordPress demo only. */
export function checkedOpenAiKey(apiKey: string | null, demoApiKey: string): string {
  if (!apiKey) throw WpGatewayException.missingKey();
  if (apiKey === demoApiKey || !isWellFormedApiKey(apiKey)) throw WpGatewayException.invalidKey();
  return apiKey;
}
