import { ApiProperty } from '@nestjs/swagger';

/** For the OpenAPI document only: the multipart body is read by AvatarUploadInterceptor. */
export class AvatarUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG, GIF or WebP (by content), at most 2 MB and 40 megapixels; stored as a 256×256 WebP' })
  file!: unknown;
}
