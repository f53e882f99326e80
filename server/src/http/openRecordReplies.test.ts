import fastJsonStringify from 'fast-json-stringify';
import { footprintEndpoints, objectEndpoints, projectEndpoints, sessionEndpoints, type ObjPage } from '@pcf/shared/contracts';
import { replySchemaOf } from './route';
import { plainJsonSerializer, repliesOpenRecords } from './openRecordReplies';

describe('replies of open records', () => {
  it("are the object API's pages, lists and rows, wherever they are served", () => {
    const open = [objectEndpoints.page, objectEndpoints.query, objectEndpoints.byId, objectEndpoints.systemPage, projectEndpoints.page];
    for (const endpoint of [...open, footprintEndpoints.resultPage])
      expect([endpoint.url, repliesOpenRecords(endpoint)]).toEqual([endpoint.url, true]);
    for (const endpoint of [sessionEndpoints.getInfo, objectEndpoints.metaData, objectEndpoints.save])
      expect([endpoint.url, repliesOpenRecords(endpoint)]).toEqual([endpoint.url, false]);
  });

  it('are written as fast-json-stringify writes them from the reply schema', () => {
    const page: ObjPage = {
      rows: [
        { id: 1, name: '单晶组件 "PV-600"\n', power: 600.5, bifacial: true, note: null },
        { id: 2, name: 'back\\slash </script>', power: -0.000001, bifacial: false, note: '\u2028' },
      ],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    };
    const envelope = { code: 200, msg: '查询成功', data: page };
    const schema = replySchemaOf(objectEndpoints.page);
    expect(plainJsonSerializer()(envelope)).toBe(fastJsonStringify(schema as object)(envelope));
  });
});
