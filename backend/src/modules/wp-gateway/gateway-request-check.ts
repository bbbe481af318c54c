import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { isAllowedText } from '../../common/text-rules';
import { GatewayRequestDto } from './dto/gateway-request.dto';
import { API_KEY_MAX_CHARACTERS, GATEWAY_PROMPT_MAX_CHARACTERS } from './wp-gateway.constants';

const BODY: ArgumentMetadata = { type: 'body', metatype: GatewayRequestDto, data: undefined };

/**
 * The gateway's body, checked as the global validation pipe checks GatewayRequestDto. The common case (an
 * object of exactly `prompt` and `api_key`, well-formed strings within their limits) is accepted here
 * without building DTO classes; anything else goes to the pipe, so every refusal is the pipe's own answer.
 */
export async function checkGatewayRequest(body: unknown, pipe: PipeTransform): Promise<Pick<GatewayRequestDto, 'prompt' | 'api_key'>> {
  return plainGatewayRequest(body) ?? ((await pipe.transform(body, BODY)) as GatewayRequestDto);
}

/** The trimmed request when `body` is one the pipe accepts as is, else undefined (the pipe decides). */
export function plainGatewayRequest(body: unknown): Pick<GatewayRequestDto, 'prompt' | 'api_key'> | undefined {
  if (typeof body !== 'object' || body === null || Object.getPrototypeOf(body) !== Object.prototype) return undefined;
  const keys = Object.keys(body);
  if (keys.length !== 2 || !keys.includes('prompt') || !keys.includes('api_key')) return undefined;
  const { prompt, api_key: apiKey } = body as Record<string, unknown>;
  const checkedPrompt = checkedText(prompt, GATEWAY_PROMPT_MAX_CHARACTERS);
  const checkedKey = checkedText(apiKey, API_KEY_MAX_CHARACTERS);
  if (checkedPrompt === undefined || checkedKey === undefined) return undefined;
  return { prompt: checkedPrompt, api_key: checkedKey };
}

/** Trimmed, not blank, at most `max` code points (as @MaxCharacters counts), allowed text (as the pipe's rules). */
function checkedText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' || !isAllowedText(value)) return undefined;
  const trimmed = value.trim();
  // UTF-16 units never undercount code points, so only a long string needs counting.
  if (trimmed === '' || (trimmed.length > max && [...trimmed].length > max)) return undefined;
  return trimmed;
}
