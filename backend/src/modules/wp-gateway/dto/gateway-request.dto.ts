import { API_KEY_MAX_CHARACTERS, GATEWAY_PROMPT_MAX_CHARACTERS } from '../wp-gateway.constants';
import { RequiredText } from '../../../common/text-field.decorators';

/** POST /api/wp/text|photo|video (spec 000 §7): the prompt and the caller's API key, both in the body. */
export class GatewayRequestDto {
  @RequiredText(GATEWAY_PROMPT_MAX_CHARACTERS, { example: 'Write a welcome line for a bakery' })
  prompt!: string;

  @RequiredText(API_KEY_MAX_CHARACTERS, { example: 'atk_…' })
  api_key!: string;
}
