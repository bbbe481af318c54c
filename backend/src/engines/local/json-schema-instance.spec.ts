import Ajv2020 from 'ajv/dist/2020';
import { instanceOfSchema } from './json-schema-instance';

const LABEL = 'Offline engine: no model wrote this.';

/** What Pydantic emits for a model with a nested model, a list, an enum and an optional field. */
const PYDANTIC_EVENT = {
  $defs: {
    Colour: { enum: ['red', 'green', 'blue'], title: 'Colour', type: 'string' },
    Person: {
      additionalProperties: false,
      properties: { name: { title: 'Name', type: 'string' }, age: { title: 'Age', type: 'integer', minimum: 0, maximum: 130 } },
      required: ['name', 'age'],
      title: 'Person',
      type: 'object',
    },
  },
  additionalProperties: false,
  properties: {
    title: { title: 'Title', type: 'string', maxLength: 12 },
    participants: { items: { $ref: '#/$defs/Person' }, title: 'Participants', type: 'array', minItems: 2 },
    colour: { $ref: '#/$defs/Colour' },
    notes: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null },
  },
  required: ['title', 'participants', 'colour', 'notes'],
  title: 'Event',
  type: 'object',
};

const SCHEMAS: Record<string, object> = {
  pydantic: PYDANTIC_EVENT,
  zodStrict: {
    type: 'object',
    properties: {
      city: { type: 'string', minLength: 3 },
      temperature: { type: 'number', exclusiveMinimum: -50, maximum: 60, multipleOf: 0.5 },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, uniqueItems: true, minItems: 2, maxItems: 3 },
      sunny: { type: 'boolean' },
      kind: { const: 'weather' },
      unit: { type: ['string', 'null'], enum: ['C', 'F', null] },
    },
    required: ['city', 'temperature', 'tags', 'sunny', 'kind', 'unit'],
    additionalProperties: false,
  },
  recursive: {
    $defs: { Node: { type: 'object', properties: { value: { type: 'integer', minimum: 5 }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } }, required: ['value', 'children'], additionalProperties: false } },
    $ref: '#/$defs/Node',
  },
  oneOfAndAllOf: {
    definitions: { Base: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] } },
    allOf: [{ $ref: '#/definitions/Base' }, { properties: { when: { type: 'string', format: 'date-time' }, code: { type: 'string', pattern: '^[A-Z0-9]+$' } }, required: ['when', 'code'] }],
    properties: { pick: { oneOf: [{ type: 'integer', maximum: -3 }, { type: 'string', maxLength: 0 }] } },
    required: ['pick'],
  },
  scalar: { type: 'string', minLength: 50 },
  prefixItems: { type: 'array', prefixItems: [{ type: 'integer' }, { type: 'boolean' }], items: false },
};

describe(instanceOfSchema.name, () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });

  it.each(Object.entries(SCHEMAS))('makes values valid against the %s schema, for every variant', (_name, schema) => {
    const validate = ajv.compile(schema);
    for (let variant = 0; variant < 5; variant += 1) {
      const value = instanceOfSchema(schema as Record<string, unknown>, { label: LABEL, variant });
      expect({ variant, value, valid: validate(value), errors: validate.errors }).toMatchObject({ valid: true });
    }
  });

  it('puts the label in the first free string, cut to the length the schema allows, and nowhere else', () => {
    const value = instanceOfSchema(PYDANTIC_EVENT, { label: LABEL }) as { title: string; participants: Array<{ name: string }> };
    expect(value.title).toBe(LABEL.slice(0, 12));
    expect(value.participants[0].name).toBe('offline name');
    expect(JSON.stringify(instanceOfSchema({ type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } } }, { label: LABEL }))).toContain(LABEL);
  });

  it('stays small for a schema whose properties each refer back to it (no exponential growth)', () => {
    const properties = Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`p${index}`, { $ref: '#' }]));
    const schema = { type: 'object', properties };
    const value = instanceOfSchema(schema, { label: LABEL });
    expect(ajv.validate(schema, value)).toBe(true);
    expect(JSON.stringify(value).length).toBeLessThan(200_000);
  });

  it('gives different choices different values where the schema leaves room', () => {
    const [first, second] = [0, 1].map((variant) => instanceOfSchema(PYDANTIC_EVENT, { label: LABEL, variant }));
    expect(first).not.toEqual(second);
  });
});
