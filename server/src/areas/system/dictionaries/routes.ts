/**
 * /sysDictInfo/*: dictionary types and items (system:dict:list, add, edit, remove) and the
 * options of a select field, which every session may read: select fields sit on every screen and
 * dictionaries hold labels, no company's data.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { AreaContext } from '../../../areaContext';
import { Envelope, EnvelopeWithout, done, ok } from '../../../http/envelope';
import { refused } from '../../../http/errors';
import { SIGNED_IN } from '../../../http/routeConfig';
import {
  AddDictListBody,
  DictCodeQuery,
  DictDeleteBody,
  DictItemSchema,
  DictItemSaveBody,
  DictOptionSchema,
  DictTypeSaveBody,
  DictTypeSchema,
} from './schemas';
import { addItem, addItems, addType, deleteItem, deleteType, listItems, listTypes, optionsOf, updateItem, updateType } from './service';

export const DICT_LIST = 'system:dict:list';
export const DICT_ADD = 'system:dict:add';
export const DICT_EDIT = 'system:dict:edit';
export const DICT_REMOVE = 'system:dict:remove';

const tags = ['dictionaries'];
const Saved = Envelope(Type.Object({ id: Type.Integer() }));

/** seededDictionaryCodes: the dictionary types the areas' seed.ts declare (passed in by areas/index.ts). */
export const dictionaryRoutes: FastifyPluginAsync<AreaContext & { seededDictionaryCodes: ReadonlySet<string> }> = async (instance, ctx) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock, seededDictionaryCodes } = ctx;

  app.get(
    '/sysDictInfo/types',
    { config: { permission: DICT_LIST }, schema: { tags, response: { 200: Envelope(Type.Array(DictTypeSchema)) } } },
    async (request) => ok(request, await listTypes(db)),
  );

  app.post(
    '/sysDictInfo/addDictType',
    { config: { permission: DICT_ADD }, schema: { tags, body: DictTypeSaveBody, response: { 200: Saved } } },
    async (request) => {
      if (request.body.id !== undefined) throw refused('dictTypeNotFound', { code: request.body.code.slice(0, 100) });
      return ok(request, { id: await addType(db, request.body, clock.now()) }, 'added');
    },
  );

  app.post(
    '/sysDictInfo/updateDictType',
    { config: { permission: DICT_EDIT }, schema: { tags, body: DictTypeSaveBody, response: { 200: Saved } } },
    async (request) => {
      const { id } = request.body;
      if (id === undefined) throw refused('dictTypeNotFound', { code: request.body.code.slice(0, 100) });
      await updateType(db, id, request.body, clock.now(), seededDictionaryCodes);
      return ok(request, { id }, 'edited');
    },
  );

  app.post(
    '/sysDictInfo/deleteDictType',
    { config: { permission: DICT_REMOVE }, schema: { tags, body: DictDeleteBody, response: { 200: EnvelopeWithout } } },
    async (request) => {
      await deleteType(db, request.body.id, seededDictionaryCodes);
      return done(request, 'deleted');
    },
  );

  app.get(
    '/sysDictInfo/items',
    {
      config: { permission: DICT_LIST },
      schema: { tags, querystring: DictCodeQuery, response: { 200: Envelope(Type.Array(DictItemSchema)) } },
    },
    async (request) => ok(request, await listItems(db, request.query.dictType)),
  );

  app.post(
    '/sysDictInfo/addDictInfo',
    { config: { permission: DICT_ADD }, schema: { tags, body: DictItemSaveBody, response: { 200: Saved } } },
    async (request) => {
      if (request.body.id !== undefined) throw refused('dictItemNotFound');
      return ok(request, { id: await addItem(db, request.body.dictType, request.body, clock.now()) }, 'added');
    },
  );

  app.post(
    '/sysDictInfo/updateDictInfo',
    { config: { permission: DICT_EDIT }, schema: { tags, body: DictItemSaveBody, response: { 200: Saved } } },
    async (request) => {
      const { id, dictType } = request.body;
      if (id === undefined) throw refused('dictItemNotFound');
      await updateItem(db, id, dictType, request.body, clock.now());
      return ok(request, { id }, 'edited');
    },
  );

  app.post(
    '/sysDictInfo/deleteDictInfo',
    { config: { permission: DICT_REMOVE }, schema: { tags, body: DictDeleteBody, response: { 200: EnvelopeWithout } } },
    async (request) => {
      await deleteItem(db, request.body.id);
      return done(request, 'deleted');
    },
  );

  app.post(
    '/sysDictInfo/addDictInfoList',
    {
      config: { permission: DICT_ADD },
      schema: { tags, body: AddDictListBody, response: { 200: Envelope(Type.Object({ ids: Type.Array(Type.Integer()) })) } },
    },
    async (request) => ok(request, { ids: await addItems(db, request.body.dictType, request.body.items, clock.now()) }, 'added'),
  );

  app.get(
    '/sysDictInfo/getDictInfo',
    {
      config: { permission: SIGNED_IN },
      schema: { tags, querystring: DictCodeQuery, response: { 200: Envelope(Type.Array(DictOptionSchema)) } },
    },
    async (request) => ok(request, await optionsOf(db, request.query.dictType, request.language)),
  );
};
