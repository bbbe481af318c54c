import { ApiProperty } from '@nestjs/swagger';

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'My WordPress site' })
  label!: string;

  @ApiProperty({ example: 'atk_3q2Xb9Lk…Zr4w', description: 'The 12 first and 4 last characters of the key' })
  masked_key!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  last_used_at!: string | null;
}
