/** The `{ code, msg, data }` envelope of every JSON answer, as TypeBox schemas and a builder. */
import Type, { type TSchema } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { CODE_OK } from '@pcf/shared/contracts';
import { translate, type MessageKey } from './messages';

export const EnvelopeWithout = Type.Object({ code: Type.Integer(), msg: Type.String() });

export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data });
}

export interface Ok<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(request: FastifyRequest, data: T, message: MessageKey = 'ok'): Ok<T> {
  return { code: CODE_OK, msg: translate(message, request.language), data };
}

export function done(request: FastifyRequest, message: MessageKey = 'ok'): { code: number; msg: string } {
  return { code: CODE_OK, msg: translate(message, request.language) };
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
