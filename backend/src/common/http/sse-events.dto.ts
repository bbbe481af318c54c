import { ApiProperty } from '@nestjs/swagger';

/** A piece of a streamed reply (chat, the Marketing Studio's Chat Engineer): `data: {"content": "…"}`. */
export class SsePieceEventDto {
  @ApiProperty({ description: 'The next piece of the reply' })
  content!: string;
}

/** `event: error`: the stream failed after it had started; the message can be shown as it is. */
export class SseErrorEventDto {
  @ApiProperty({ example: 'The chat engine could not answer. Please try again.' })
  message!: string;
}
