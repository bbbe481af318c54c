import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiRoute } from '../../../common/http/api-route.decorator';
import { VALIDATION_FAILED } from '../../../common/http/error-answers';
import { MessageResponseDto } from '../../../identity/dto/message-response.dto';
import { type Caller, CurrentCaller } from '../../../identity/http/caller.decorator';
import { OptionalAuthentication } from '../../../identity/http/optional-authentication.decorator';
import { ContactSalesDto } from '../dto/contact-sales.dto';
import { ContactSalesService } from './contact-sales.service';

@ApiTags('billing')
@Controller('billing')
export class ContactSalesController {
  constructor(private readonly contactSales: ContactSalesService) {}

  @Post('contact-sales')
  @OptionalAuthentication()
  @HttpCode(HttpStatus.OK)
  @ApiRoute(
    {
      summary: 'Ask the sales team about a plan (Marketing Studio Elite, or a custom plan)',
      description: 'Stored and mailed to the sales mailbox. 3 in a burst (then one every 10 minutes) and 10 a day per account or address.',
    },
    MessageResponseDto,
    { 400: VALIDATION_FAILED, 429: 'RATE_LIMITED, with Retry-After' },
  )
  send(@CurrentCaller() caller: Caller, @Body() body: ContactSalesDto): Promise<MessageResponseDto> {
    return this.contactSales.send({ userId: caller.user?.id ?? null, ip: caller.ip }, body);
  }
}
