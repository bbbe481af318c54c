import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { RequiredText } from '../../../common/text-field.decorators';
import { EmailDto } from '../../../identity/dto/email.dto';
import { SALES_COMPANY_MAX, SALES_MESSAGE_MAX, SALES_NAME_MAX, SALES_PLANS, type SalesPlan } from '../contact-sales/contact-sales.constants';

/** The Contact sales form: every field required, trimmed and bounded. */
export class ContactSalesDto extends EmailDto {
  @RequiredText(SALES_NAME_MAX, { example: 'Ada Lovelace' })
  name!: string;

  @RequiredText(SALES_COMPANY_MAX, { example: 'Analytical Engines Ltd' })
  company!: string;

  @RequiredText(SALES_MESSAGE_MAX, { example: 'We run 40 brands and need the Elite plan for our team of 12.' })
  message!: string;

  @ApiProperty({ enum: SALES_PLANS, example: 'elite', description: 'The plan asked about' })
  @IsIn(SALES_PLANS)
  plan!: SalesPlan;
}
