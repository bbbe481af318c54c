import { ApiProperty } from '@nestjs/swagger';

export class GatewayTextResponseDto {
  @ApiProperty({ example: 'Fresh bread, warm welcome.' })
  text!: string;

  @ApiProperty({ example: 12, description: 'Tokens metered for this call: prompt plus answer, one per 4 characters' })
  tokens!: number;
}

export class GatewayPhotoResponseDto {
  @ApiProperty({ example: 'https://atelier.example/api/media/6f1c…', description: 'Absolute URL of the PNG' })
  image_url!: string;
}

export class GatewayVideoResponseDto {
  @ApiProperty({ example: 'https://atelier.example/api/media/0b7e…', description: 'Absolute URL of the MP4' })
  video_url!: string;
}
