import { ApiProperty } from '@nestjs/swagger';

/** The Publish dialog's state of one project: whether it is published, where, since when, and how often it was seen. */
export class BuildPublicationDto {
  @ApiProperty({ description: 'Published now (false before the first Publish and after Unpublish)' })
  published!: boolean;

  @ApiProperty({
    nullable: true,
    type: String,
    example: '/api/build-studio/p/3mJr7AoUXx7Wqd5PDyZAYg/',
    description: "The share URL's path on this site (the same for the project's whole life); null before the first Publish",
  })
  url!: string | null;

  @ApiProperty({ example: 12, description: 'Page views of its HTML documents (assets are not counted), kept across Unpublish' })
  visits!: number;

  @ApiProperty({ example: 2, description: 'How many times it was published (Publish, then each Update); 0 before the first' })
  revision!: number;

  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the files now served were published' })
  publishedAt!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When it was unpublished, if it is not published now' })
  revokedAt!: string | null;
}
