import { createValidationPipe } from '../../common/validation.pipe';
import { GatewayRequestDto } from './dto/gateway-request.dto';
import { checkGatewayRequest, plainGatewayRequest } from './gateway-request-check';
import { API_KEY_MAX_CHARACTERS, GATEWAY_PROMPT_MAX_CHARACTERS } from './wp-gateway.constants';

const pipe = createValidationPipe();
const KEY = 'atk_0123456789abcdefghijklmnopqrstuvwxyzABCD';

/** What the global pipe makes of a body: the DTO's fields, or its refusal's message. */
async function viaPipe(body: unknown): Promise<{ prompt: string; api_key: string } | { refused: string }> {
  try {
    const dto = (await pipe.transform(body, { type: 'body', metatype: GatewayRequestDto })) as GatewayRequestDto;
    return { prompt: dto.prompt, api_key: dto.api_key };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

const emoji = '😀';
const bodies: Array<[string, unknown]> = [
  ['a plain request', { prompt: 'Write a line', api_key: KEY }],
  ['fields in the other order', { api_key: KEY, prompt: 'Write a line' }],
  ['spaces around both', { prompt: '  Write a line \n', api_key: `\t${KEY} ` }],
  ['a prompt at the limit', { prompt: 'p'.repeat(GATEWAY_PROMPT_MAX_CHARACTERS), api_key: KEY }],
  ['a prompt one past the limit', { prompt: 'p'.repeat(GATEWAY_PROMPT_MAX_CHARACTERS + 1), api_key: KEY }],
  ['emoji at the limit (two UTF-16 units each)', { prompt: emoji.repeat(GATEWAY_PROMPT_MAX_CHARACTERS), api_key: KEY }],
  ['emoji past the limit', { prompt: emoji.repeat(GATEWAY_PROMPT_MAX_CHARACTERS + 1), api_key: KEY }],
  ['padding past the limit around a short prompt', { prompt: `${' '.repeat(GATEWAY_PROMPT_MAX_CHARACTERS)}hi `, api_key: KEY }],
  ['a key one past its limit', { prompt: 'hi', api_key: 'k'.repeat(API_KEY_MAX_CHARACTERS + 1) }],
  ['a blank prompt', { prompt: '   ', api_key: KEY }],
  ['an empty key', { prompt: 'hi', api_key: '' }],
  ['a number for a prompt', { prompt: 42, api_key: KEY }],
  ['null for a key', { prompt: 'hi', api_key: null }],
  ['a missing key', { prompt: 'hi' }],
  ['an unknown field', { prompt: 'hi', api_key: KEY, model: 'x' }],
  ['a control character', { prompt: 'hi\u0000there', api_key: KEY }],
  ['a lone surrogate', { prompt: 'hi\ud800', api_key: KEY }],
  ['tabs and new lines (allowed)', { prompt: 'line one\n\tline two\r\n', api_key: KEY }],
  ['an array', [{ prompt: 'hi', api_key: KEY }]],
  ['a string', 'hi'],
  ['nothing', undefined],
  ['null', null],
  ['an object without a prototype', Object.assign(Object.create(null) as object, { prompt: 'hi', api_key: KEY })],
];

describe('the gateway body check', () => {
  it.each(bodies)('accepts only what the validation pipe accepts, with the same fields: %s', async (_name, body) => {
    const plain = plainGatewayRequest(body);
    const expected = await viaPipe(body);
    if (plain) expect(plain).toEqual(expected);
    await expect(checkGatewayRequest(body, pipe).then((dto) => ({ prompt: dto.prompt, api_key: dto.api_key }), (error: Error) => ({ refused: error.message }))).resolves.toEqual(expected);
  });

  it('takes the common request without the pipe, and hands everything else to it', async () => {
    expect(plainGatewayRequest({ prompt: ' Write a line ', api_key: KEY })).toEqual({ prompt: 'Write a line', api_key: KEY });
    expect(plainGatewayRequest({ prompt: 'hi', api_key: KEY, model: 'x' })).toBeUndefined();
    const spy = { transform: jest.fn(async () => ({ prompt: 'from the pipe', api_key: KEY })) };
    await expect(checkGatewayRequest({ prompt: 'hi', api_key: KEY }, spy)).resolves.toEqual({ prompt: 'hi', api_key: KEY });
    expect(spy.transform).not.toHaveBeenCalled();
    await expect(checkGatewayRequest({ prompt: 'hi' }, spy)).resolves.toEqual({ prompt: 'from the pipe', api_key: KEY });
    expect(spy.transform).toHaveBeenCalledWith({ prompt: 'hi' }, { type: 'body', metatype: GatewayRequestDto, data: undefined });
  });
});
