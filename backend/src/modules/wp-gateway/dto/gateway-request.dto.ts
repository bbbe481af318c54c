import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { trimString } from '../../../identity/dto/trim-string';
import { API_KEY_MAX_CHARACTERS, GATEWAY_PROMPT_MAX_CHARACTERS } from '../wp-gateway.constants';

/** POST /api/wp/text|photo|video (spec 000 §7): the prompt and the caller's API key, both in the body. */
export class GatewayRequestDto {
  @ApiProperty({ maxLength: GATEWAY_PROMPT_MAX_CHARACTERS, example: 'Write a welcome line for a bakery' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'prompt must not be blank' })
  @MaxCharacters(GATEWAY_PROMPT_MAX_CHARACTERS)
  prompt!: string;

  @ApiProperty({ maxLength: API_KEY_MAX_CHARACTERS, example: 'atk_…' })
  @Transform(trimString)
  @IsString()
  @IsNotEmpty({ message: 'api_key must not be blank' })
  @MaxCharacters(API_KEY_MAX_CHARACTERS)
  api_key!: string;
}
