import { ApiProperty } from '@nestjs/swagger';

export class DownloadInfoDto {
  @ApiProperty({ enum: ['theme', 'plugin'], example: 'theme' })
  kind!: 'theme' | 'plugin';

  @ApiProperty({ example: 'atelier-theme.zip', description: 'The name the zip is saved under' })
  filename!: string;

  @ApiProperty({ example: '1.0.0', description: "The release, read from the theme's style.css or the plugin's header" })
  version!: string;

  @ApiProperty({ example: 34816, description: 'Exact byte length of the zip GET /api/download/{kind} answers' })
  sizeBytes!: number;
}

export class DownloadsInfoDto {
  @ApiProperty({ type: [DownloadInfoDto], description: 'The theme, then the plugin' })
  items!: DownloadInfoDto[];
}
