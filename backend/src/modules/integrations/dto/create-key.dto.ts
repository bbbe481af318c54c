import { KEY_LABEL_MAX_CHARACTERS } from '../integrations.constants';
import { RequiredText } from '../../../common/text-field.decorators';

export class CreateKeyDto {
  @RequiredText(KEY_LABEL_MAX_CHARACTERS, { example: 'My WordPress site' })
  label!: string;
}
