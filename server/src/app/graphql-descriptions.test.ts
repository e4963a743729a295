import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { createSchema } from './graphql.js';
import { LocalEventBus } from '../common/events/event-bus.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { gqlClient } from '../../test/http.js';

/**
 * Every schema member a developer can see in Sandbox, written as a path ("Type", "Type.field",
 * "Type.field(arg)", "Enum.VALUE"), that has no non-empty description. GraphQL's own introspection
 * types and built-in scalars are GraphQL's business, not ours.
 */
function undescribedMembers(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const lacks = (description: string | null | undefined) => !description?.trim();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (lacks(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (lacks(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args)
          if (lacks(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (lacks(field.description)) missing.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (lacks(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing.sort();
}

describe('GraphQL schema descriptions', () => {
  it('describes every type, field, argument and enum value', async () => {
    const schema = await createSchema({ pubSub: new LocalEventBus().pubSub });
    const members = undescribedMembers(schema);
    // Listing them all makes the failure a to-do list rather than a first-miss hunt.
    expect(members, `undescribed schema members:\n${members.join('\n')}`).toEqual([]);
  });

  // A type declared with `simpleResolvers` has its plain fields read by graphql-js's default
  // resolver, skipping type-graphql's wrapper, and with it any @Authorized or middleware on them: the
  // hot lists (For you, Discover, Browse Coaches, needs, the bell, the dashboard) are declared so, and
  // this keeps a guard from ever being written where it would be skipped.
  it('has no @Authorized or middleware on a field of a type whose plain fields skip type-graphql', async () => {
    await createSchema({ pubSub: new LocalEventBus().pubSub });
    const storage = getMetadataStorage() as unknown as {
      objectTypes: Array<{ name: string; target: abstract new () => unknown; simpleResolvers?: boolean }>;
      authorizedFields: Array<{ target: object; fieldName: string }>;
      middlewares: Array<{ target: object; fieldName: string }>;
    };
    const simple = storage.objectTypes.filter((t) => t.simpleResolvers);
    expect(simple.map((t) => t.name)).toEqual(expect.arrayContaining(['Service', 'Coach', 'Need', 'Notification']));
    const declaredOn = (target: object) =>
      simple.find((t) => t.target === target || t.target.prototype instanceof (target as abstract new () => unknown));
    const guarded = [...storage.authorizedFields, ...storage.middlewares]
      .filter((f) => declaredOn(f.target))
      .map((f) => `${declaredOn(f.target)!.name}.${f.fieldName}`);
    expect(guarded).toEqual([]);
  });

  describe('over HTTP introspection (what Sandbox shows)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(() => app?.close());

    it('answers the descriptions of types, fields, arguments and enum values', async () => {
      const gql = gqlClient(app.url);
      const res = await gql<{
        service: { description: string; fields: Array<{ name: string; description: string }> };
        query: {
          description: string;
          fields: Array<{ name: string; description: string; args: Array<{ name: string; description: string }> }>;
        };
        userType: { description: string; enumValues: Array<{ name: string; description: string }> };
      }>(`{
        service: __type(name: "Service") { description fields { name description } }
        query: __type(name: "Query") { description fields { name description args { name description } } }
        userType: __type(name: "UserType") { description enumValues { name description } }
      }`);
      expect(res.errors).toBeUndefined();
      const { service, query, userType } = res.data!;
      expect(service.description).toMatch(/\S/);
      const energyCost = service.fields.find((f) => f.name === 'energyCost');
      expect(energyCost?.description).toMatch(/EP/);
      expect(service.fields.filter((f) => !f.description?.trim()).map((f) => f.name)).toEqual([]);
      expect(query.description).toMatch(/\S/);
      const services = query.fields.find((f) => f.name === 'services')!;
      expect(services.args.map((a) => [a.name, Boolean(a.description?.trim())])).toEqual(
        services.args.map((a) => [a.name, true]),
      );
      expect(userType.enumValues.map((v) => [v.name, Boolean(v.description?.trim())])).toEqual([
        ['FREE', true],
        ['PREMIUM', true],
      ]);
    });
  });
});
