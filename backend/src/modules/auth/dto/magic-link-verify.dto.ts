import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class MagicLinkVerifyDto {
  @ApiProperty({ example: 'atm_Hk3…', description: 'The `magic` parameter of the link' })
  @IsString()
  @MaxLength(200)
  token!: string;
}
