/**
 * /sysDictInfo/*: dictionary types and items (system:dict:list, add, edit, remove) and the
 * options of a select field, which every session may read: select fields sit on every screen and
 * dictionaries hold labels, no company's data.
 */
import type { FastifyPluginAsync } from 'fastify';
import { dictionaryEndpoints } from '@pcf/shared/contracts';
import type { AreaContext } from '../../../areaContext';
import { done, ok } from '../../../http/envelope';
import { refused } from '../../../http/errors';
import { route } from '../../../http/route';
import { addItem, addItems, addType, deleteItem, deleteType, listItems, listTypes, optionsOf, updateItem, updateType } from './service';

/** seededDictionaryCodes: the dictionary types the areas' seed.ts declare (passed in by areas/index.ts). */
export const dictionaryRoutes: FastifyPluginAsync<AreaContext & { seededDictionaryCodes: ReadonlySet<string> }> = async (app, ctx) => {
  const { db, clock, seededDictionaryCodes } = ctx;

  route(app, dictionaryEndpoints.types, async (request) => ok(request, await listTypes(db)));

  route(app, dictionaryEndpoints.addType, async (request) => {
    if (request.body.id !== undefined) throw refused('dictTypeNotFound', { code: request.body.code.slice(0, 100) });
    return ok(request, { id: await addType(db, request.body, clock.now()) }, 'added');
  });

  route(app, dictionaryEndpoints.updateType, async (request) => {
    const { id } = request.body;
    if (id === undefined) throw refused('dictTypeNotFound', { code: request.body.code.slice(0, 100) });
    await updateType(db, id, request.body, clock.now(), seededDictionaryCodes);
    return ok(request, { id }, 'edited');
  });

  route(app, dictionaryEndpoints.deleteType, async (request) => {
    await deleteType(db, request.body.id, seededDictionaryCodes);
    return done(request, 'deleted');
  });

  route(app, dictionaryEndpoints.items, async (request) => ok(request, await listItems(db, request.query.dictType)));

  route(app, dictionaryEndpoints.addItem, async (request) => {
    if (request.body.id !== undefined) throw refused('dictItemNotFound');
    return ok(request, { id: await addItem(db, request.body.dictType, request.body, clock.now()) }, 'added');
  });

  route(app, dictionaryEndpoints.updateItem, async (request) => {
    const { id, dictType } = request.body;
    if (id === undefined) throw refused('dictItemNotFound');
    await updateItem(db, id, dictType, request.body, clock.now());
    return ok(request, { id }, 'edited');
  });

  route(app, dictionaryEndpoints.deleteItem, async (request) => {
    await deleteItem(db, request.body.id);
    return done(request, 'deleted');
  });

  route(app, dictionaryEndpoints.addItems, async (request) =>
    ok(request, { ids: await addItems(db, request.body.dictType, request.body.items, clock.now()) }, 'added'),
  );

  route(app, dictionaryEndpoints.options, async (request) => ok(request, await optionsOf(db, request.query.dictType, request.language)));
};
