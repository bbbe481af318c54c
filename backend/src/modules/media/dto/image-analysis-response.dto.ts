import { ApiProperty } from '@nestjs/swagger';

export class ImageAnalysisResponseDto {
  @ApiProperty({ description: 'What the vision engine sees; sent as context with the next chat message' })
  analysis!: string;

  @ApiProperty({ example: 'holiday.png', description: 'The uploaded file name, for the "Image context attached" chip' })
  filename!: string;
}
