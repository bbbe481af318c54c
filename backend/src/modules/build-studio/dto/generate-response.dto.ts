import { ApiProperty } from '@nestjs/swagger';
import { BuildFileResponseDto } from './project-file.dto';

/**
 * Spec 001 §7 answer. Conversation: only the reply, files unchanged. Multi-file: `files` replace every
 * file (select the first). Single: `code` replaces index.html's content.
 */
export class BuildGenerateResponseDto {
  @ApiProperty()
  isConversation!: boolean;

  @ApiProperty({ description: 'The reply for the chat (also a summary of the change when code changed)' })
  conversationalResponse!: string;

  @ApiProperty()
  isMultiFile!: boolean;

  @ApiProperty({ type: [BuildFileResponseDto], description: 'Multi-file: the whole project after the change' })
  files!: BuildFileResponseDto[];

  @ApiProperty({ description: "Single: the new content of index.html; otherwise ''" })
  code!: string;
}
