import { Controller, Get, HttpStatus, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ApiProperty, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ApiErrors, ApiRoute, withBody } from './api-route.decorator';

class ThingDto {
  @ApiProperty()
  name!: string;
}

class ShortfallDto {
  @ApiProperty()
  shortfall!: number;
}

@ApiErrors({ 400: 'VALIDATION_FAILED' })
@Controller('things')
class ThingsController {
  @Get('one')
  @ApiRoute('One thing', ThingDto, { 404: 'THING_NOT_FOUND', 402: { type: ShortfallDto, description: 'INSUFFICIENT_CREDITS' } })
  one(): ThingDto {
    return { name: 'a' };
  }

  @Get('gone')
  @ApiRoute({ summary: 'Forget a thing', description: 'Cannot be undone.' }, { status: HttpStatus.NO_CONTENT, description: 'Forgotten' })
  gone(): void {}

  @Get('elsewhere')
  @ApiRoute('Documented by another decorator', null, { 409: 'BUSY' })
  elsewhere(): void {}

  @Get('envelope')
  @ApiRoute('Errors in a body of their own', ThingDto, withBody(ShortfallDto, { 409: 'BUSY', 429: 'SLOW_DOWN' }))
  envelope(): ThingDto {
    return { name: 'b' };
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

async function documentOf(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(ThingsModule, { logger: false, preview: true });
  try {
    return SwaggerModule.createDocument(app, { openapi: '3.0.0', info: { title: 't', version: '1' } });
  } finally {
    await app.close();
  }
}

const errorBody = { $ref: '#/components/schemas/ErrorBodyDto' };
const json = (schema: object) => ({ 'application/json': { schema } });

describe(ApiRoute.name, () => {
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = await documentOf();
  });

  it('documents the summary, the 200 body and each error with the error body unless the answer names its own', () => {
    const operation = document.paths['/things/one'].get!;
    expect(operation.summary).toBe('One thing');
    expect(operation.responses).toEqual({
      '200': { description: '', content: json({ $ref: '#/components/schemas/ThingDto' }) },
      '400': { description: 'VALIDATION_FAILED', content: json(errorBody) },
      '402': { description: 'INSUFFICIENT_CREDITS', content: json({ $ref: '#/components/schemas/ShortfallDto' }) },
      '404': { description: 'THING_NOT_FOUND', content: json(errorBody) },
    });
  });

  it('takes a description beside the summary and a success answer with its own status', () => {
    const operation = document.paths['/things/gone'].get!;
    expect(operation).toMatchObject({ summary: 'Forget a thing', description: 'Cannot be undone.' });
    expect(Object.keys(operation.responses)).toEqual(['204', '400']);
    expect(operation.responses['204']).toEqual({ description: 'Forgotten' });
  });

  it('leaves the success answer out when another decorator documents it', () => {
    expect(Object.keys(document.paths['/things/elsewhere'].get!.responses)).toEqual(['400', '409']);
  });

  it('gives every error answer of withBody its own body', () => {
    const { responses } = document.paths['/things/envelope'].get!;
    const shortfall = json({ $ref: '#/components/schemas/ShortfallDto' });
    expect(responses['409']).toEqual({ description: 'BUSY', content: shortfall });
    expect(responses['429']).toEqual({ description: 'SLOW_DOWN', content: shortfall });
  });
});
