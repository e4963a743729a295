import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEnum,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { restInput, restInputSchema } from './rest-input.js';
import { DocumentedRule, IsRequiredString, IsTimeZone, TIMEZONE_RULE } from '../validation.js';

// An input of this test only: the routes' own tables are exercised by their modules' REST tests.
const Colour = { RED: 'red', BLUE: 'blue' } as const;

@InputType('RestInputTestInput')
class TestInput {
  @Field()
  @IsRequiredString('name')
  name: string;

  @Field({ defaultValue: 'UTC' })
  @IsTimeZone()
  zone: string = 'UTC';

  @Field({ defaultValue: 'UTC' })
  @IsTimeZone()
  strictZone: string = 'UTC';

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  code?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  note?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  plain?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3)
  @IsString({ each: true })
  @MaxLength(10, { each: true })
  tags?: string[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEnum(Colour)
  colour?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  count?: number | null;

  @Field({ defaultValue: true })
  @IsBoolean({ message: 'flag must be true or false' })
  flag: boolean = true;
}

const body = restInput(
  TestInput,
  {
    name: 'name',
    zone: 'zone',
    strict_zone: 'strictZone',
    code: 'code',
    note: 'note',
    plain: 'plain',
    tags: 'tags',
    colour: 'colour',
    count: 'count',
    flag: 'flag',
  },
  { absent: { strictZone: 'missing', code: 'empty', note: 'null', flag: 'required' } },
);

// A body with nested inputs: one object and a list of objects, each with its own rules.
@InputType('RestInputTestPart')
class TestPart {
  @Field({ description: 'The part.' })
  @IsString({ message: 'part.label must be text' })
  @MaxLength(5, { message: 'part.label is too long' })
  label: string;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'part.on must be true or false' })
  on?: boolean | null;
}

@InputType('RestInputTestNested')
class TestNested {
  @Field(() => TestPart)
  @ValidateNested({ message: 'main must be an object' })
  @IsDefined({ message: 'main is required' })
  main: TestPart;

  @Field(() => [TestPart])
  @IsArray({ message: 'parts must be a list' })
  @ValidateNested({ each: true, message: 'each part must be an object' })
  parts: TestPart[];
}

const nestedBody = restInput(TestNested, { main: 'main', parts: 'parts' });

// A GraphQL enum whose values a service checks (no rule lists them), and a map GraphQL has no type for.
const Size = { SMALL: 'small', LARGE: 'large' } as const;
registerEnumType(Size, { name: 'RestInputTestSize' });

@InputType('RestInputTestTyped')
class TestTyped {
  @Field(() => Size)
  size: string;

  @Field(() => Size, { nullable: true })
  @IsOptional()
  otherSize?: string | null;

  @Field(() => Object)
  @DocumentedRule('isMap', (v) => typeof v === 'object' && v !== null, { additionalProperties: { type: 'integer' } })
  counts: Record<string, unknown>;
}

restInput(TestTyped, { size: 'size', other_size: 'otherSize', counts: 'counts' });

describe('restInput', () => {
  it('reads nested objects into their input classes, checked by their own rules', async () => {
    const read = await nestedBody.parse({ main: { label: 'a', extra: 1 }, parts: [{ label: 'b', on: true }] });
    expect(read.main).toBeInstanceOf(TestPart);
    expect(read.main).toEqual(Object.assign(new TestPart(), { label: 'a' }));
    expect(read.parts[0]).toBeInstanceOf(TestPart);
    expect(read.parts[0].on).toBe(true);
    const refusal = (b: Record<string, unknown>) =>
      nestedBody.parse(b).then(
        () => 'taken',
        (e: Error) => e.message,
      );
    expect(await refusal({ parts: [] })).toBe('main is required');
    expect(await refusal({ main: 'x', parts: [] })).toBe('main must be an object');
    expect(await refusal({ main: { label: 'toolong' }, parts: [] })).toBe('part.label is too long');
    expect(await refusal({ main: { label: 'a' }, parts: 'x' })).toBe('parts must be a list');
    expect(await refusal({ main: { label: 'a' }, parts: [{ label: 'b' }, 3] })).toBe('each part must be an object');
    expect(await refusal({ main: { label: 'a' }, parts: [{ label: 'b', on: 'yes' }] })).toBe(
      'part.on must be true or false',
    );
  });

  it('describes nested objects with their own fields, rules and required fields', () => {
    const part = {
      type: 'object',
      properties: {
        label: { type: 'string', maxLength: 5, description: 'The part.' },
        on: { type: ['boolean', 'null'] },
      },
      required: ['label'],
    };
    expect(restInputSchema('TestNested')).toEqual({
      type: 'object',
      properties: { main: part, parts: { type: 'array', items: part } },
      required: ['main', 'parts'],
    });
  });

  it('reads each REST name into its input field, and nothing else', async () => {
    const input = await body.parse({
      name: 'n',
      strict_zone: 'Europe/Paris',
      strictZone: 'nope',
      other: 1,
      flag: false,
    });
    expect({ ...input }).toEqual({ name: 'n', zone: 'UTC', strictZone: 'Europe/Paris', flag: false });
  });

  it('a null where GraphQL takes no null is left out: the default applies, a required field says so', async () => {
    expect((await body.parse({ name: 'n', zone: null, flag: true })).zone).toBe('UTC');
    await expect(body.parse({ name: null, flag: true })).rejects.toThrow('name is required');
  });

  it("'missing': a null is given to the rules, which refuse it, rather than meaning the default", async () => {
    await expect(body.parse({ name: 'n', strict_zone: null, flag: true })).rejects.toThrow(TIMEZONE_RULE);
  });

  it("'required': a field not sent or null is refused, though GraphQL has a default", async () => {
    for (const absent of [{}, { flag: null }])
      await expect(body.parse({ name: 'n', ...absent })).rejects.toThrow('flag must be true or false');
  });

  it("'empty': null, '', 0 and false are left out", async () => {
    for (const empty of ['', null, 0, false])
      expect((await body.parse({ name: 'n', code: empty, flag: true })).code).toBeUndefined();
    expect((await body.parse({ name: 'n', code: 'ABC', flag: true })).code).toBe('ABC');
  });

  it("'null': a null is left out though GraphQL takes null; without it a null is kept (it clears)", async () => {
    const input = await body.parse({ name: 'n', note: null, plain: null, flag: true });
    expect([input.note, input.plain]).toEqual([undefined, null]);
  });

  it("describes the body from the class's rules: lists with their items' rules, enums with their values", () => {
    expect(restInputSchema('TestInput')).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        zone: { type: 'string', default: 'UTC' },
        strict_zone: { type: 'string', default: 'UTC' },
        code: { type: ['string', 'null'], maxLength: 32 },
        note: { type: ['string', 'null'] },
        plain: { type: ['string', 'null'] },
        tags: { type: ['array', 'null'], items: { type: 'string', maxLength: 10 }, maxItems: 3 },
        colour: { type: ['string', 'null'], enum: ['red', 'blue', null] },
        count: { type: ['integer', 'null'] },
        flag: { type: 'boolean' },
      },
      required: ['name', 'flag'],
    });
  });

  it('describes an enum with its values when no rule lists them, and a map as an object its rule describes', () => {
    expect(restInputSchema('TestTyped')).toEqual({
      type: 'object',
      properties: {
        size: { type: 'string', enum: ['small', 'large'] },
        other_size: { type: ['string', 'null'], enum: ['small', 'large', null] },
        counts: { type: 'object', additionalProperties: { type: 'integer' } },
      },
      required: ['size', 'counts'],
    });
  });
});
