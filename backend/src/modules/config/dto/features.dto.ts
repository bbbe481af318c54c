import { ApiProperty } from '@nestjs/swagger';

export class FeaturesDto {
  @ApiProperty({ description: 'New accounts can be created' })
  signup!: boolean;

  @ApiProperty({ description: 'The academy is open (false: shown as coming soon)' })
  academy!: boolean;

  @ApiProperty({ description: 'Audio can be transcribed (needs a non-local transcription engine)' })
  transcription!: boolean;
}
