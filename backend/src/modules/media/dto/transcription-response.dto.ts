import { ApiProperty } from '@nestjs/swagger';

export class TranscriptionResponseDto {
  @ApiProperty({ example: 'Make me a poster for a jazz night' })
  transcription!: string;
}
