import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxCharacters } from '../../../identity/dto/max-characters.decorator';
import { API_KEY_MAX_CHARACTERS } from '../wp-gateway.constants';

export class EmbedQueryDto {
  @ApiProperty({ maxLength: API_KEY_MAX_CHARACTERS, description: 'The API key the embedded chat uses' })
  @IsString()
  @IsNotEmpty()
  @MaxCharacters(API_KEY_MAX_CHARACTERS)
  api_key!: string;
}
