import { ApiProperty } from '@nestjs/swagger';

/** For the OpenAPI document only: the multipart body is read by MediaUploadInterceptor. */
export class MediaUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'At most 10 MB; the type is judged by content' })
  file!: unknown;
}
