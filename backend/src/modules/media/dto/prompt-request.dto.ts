import { PROMPT_MAX_CHARACTERS } from '../media.constants';
import { RequiredText, SessionIdField } from '../../../common/text-field.decorators';

/** What every generation request carries (spec 000 §7): the prompt and the browser's session id. */
export class PromptRequestDto {
  @RequiredText(PROMPT_MAX_CHARACTERS, { example: 'A lighthouse at dawn, watercolour' })
  prompt!: string;

  @SessionIdField({ description: "The browser's session id" })
  session_id!: string;
}
