/**
 * Route schemas compiled on a route's first request instead of at start. Compiling the validators
 * and serializers of every route took most of an app's start, and a server test file starts two
 * apps to call a handful of routes; the server itself compiles them all at start (a broken schema
 * fails there), so only tests use this.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Validate = ((data: unknown) => unknown) & { errors?: unknown };

function validatorOnFirstUse(compile: () => Validate): Validate {
  let validate: Validate | undefined;
  const onFirstUse: Validate = (data) => {
    validate ??= compile();
    const outcome = validate(data);
    // Fastify reads the errors of a failed validation from the function it called
    onFirstUse.errors = validate.errors;
    return outcome;
  };
  return onFirstUse;
}

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;

export function schemasCompiledOnFirstUse(): NonNullable<FastifyServerOptions['schemaController']> {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  const validatorFactory = (...factoryArgs: Parameters<ValidatorFactory>) => {
    const compileFor = buildValidator(...factoryArgs);
    return (route: Parameters<typeof compileFor>[0]) => validatorOnFirstUse(() => compileFor(route) as Validate);
  };
  const serializerFactory: SerializerFactory = (...factoryArgs) => {
    const compileFor = buildSerializer(...factoryArgs);
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc: unknown) => (serialize ??= compileFor(route))(doc);
    };
  };
  return {
    compilersFactory: {
      // Fastify calls whatever function the compiler returns; Ajv's type asks for its own function's fields
      buildValidator: validatorFactory as unknown as ValidatorFactory,
      buildSerializer: serializerFactory,
    },
  };
}
