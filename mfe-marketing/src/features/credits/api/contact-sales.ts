import { apiFetch } from '@atelier/runtime';
import type { ContactSalesDto, MessageResponseDto } from '@atelier/api-types';

/** POST /api/billing/contact-sales: stored for the sales team and mailed; answers the confirmation to show. */
export function contactSales(body: ContactSalesDto): Promise<MessageResponseDto> {
  return apiFetch<MessageResponseDto>('/billing/contact-sales', { method: 'POST', body });
}
