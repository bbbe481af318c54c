import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EmailDto } from '../../identity/dto/email.dto';
import { MessageResponseDto } from '../../identity/dto/message-response.dto';
import { AcademyService } from './academy.service';
import { ApiRoute } from '../../common/http/api-route.decorator';

@ApiTags('academy')
@Controller('academy')
export class AcademyController {
  constructor(private readonly academy: AcademyService) {}

  @Post('notify')
  @HttpCode(HttpStatus.OK)
  @ApiRoute('Join the Academy launch list (once per address; repeating is fine)', MessageResponseDto, { 400: 'VALIDATION_FAILED: not an email address' })
  notify(@Body() body: EmailDto): Promise<MessageResponseDto> {
    return this.academy.notify(body.email);
  }
}
