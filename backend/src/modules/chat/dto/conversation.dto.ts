import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { CONVERSATION_TITLE_MAX_CHARACTERS, MEDIA_PROMPT_MAX_CHARACTERS } from '../conversation.constants';
import { RequiredText, SessionIdField } from '../../../common/text-field.decorators';

/** Who asks: the browser's session id (a visitor's conversations are the session's; an account's follow the account). */
export class ConversationOwnerQueryDto {
  @SessionIdField({ description: "The browser's session id" })
  session_id!: string;
}

export class CreateConversationDto extends ConversationOwnerQueryDto {}

export class RenameConversationDto extends ConversationOwnerQueryDto {
  @RequiredText(CONVERSATION_TITLE_MAX_CHARACTERS, { example: 'Trip ideas' })
  title!: string;
}

export class ConversationIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a conversation id (a UUID)' })
  id!: string;
}

export class ConversationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Set by renaming; null until then' })
  title!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The first question asked, to name an untitled conversation' })
  first_message!: string | null;

  @ApiProperty({ description: 'Stored messages (questions and answers)' })
  message_count!: number;

  @ApiProperty({ description: 'Photos and videos kept with the conversation' })
  media_count!: number;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

export class ConversationListResponseDto {
  @ApiProperty({ type: [ConversationDto], description: 'Most recently used first' })
  conversations!: ConversationDto[];
}

export class RecordConversationMediaDto extends ConversationOwnerQueryDto {
  @ApiProperty({ enum: ['photo', 'video'] })
  @IsIn(['photo', 'video'], { message: 'kind must be photo or video' })
  kind!: 'photo' | 'video';

  @ApiProperty({ format: 'uuid', description: 'media_id of the photo, or of the finished video job' })
  @IsUUID('all', { message: 'media_id must be a media id (a UUID)' })
  media_id!: string;

  @RequiredText(MEDIA_PROMPT_MAX_CHARACTERS, { example: 'A lighthouse at dawn, watercolour' })
  prompt!: string;
}

export class ConversationMediaDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['photo', 'video'] })
  kind!: 'photo' | 'video';

  @ApiProperty()
  prompt!: string;

  @ApiProperty({ format: 'uuid' })
  media_id!: string;

  @ApiProperty({ example: '/api/media/7d3c…', description: 'Served by GET /api/media/{id}' })
  url!: string;

  @ApiProperty({ type: String, description: 'e.g. image/png, video/mp4' })
  content_type!: string;

  @ApiPropertyOptional({ type: Number, nullable: true })
  width!: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  height!: number | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class ConversationMediaListResponseDto {
  @ApiProperty({ type: [ConversationMediaDto], description: 'Newest first' })
  media!: ConversationMediaDto[];
}
