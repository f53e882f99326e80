import { refusalList } from './refusalList';

describe('refusalList', () => {
  it('lists each failing field of a refused PACT file after what is wrong with it', () => {
    expect(
      refusalList('该文件不符合 PACT 3.0 规范：/pcf/declaredUnitAmount：缺少必填字段; /status：应为以下值之一：Active, Deprecated'),
    ).toEqual({
      summary: '该文件不符合 PACT 3.0 规范',
      problems: ['/pcf/declaredUnitAmount：缺少必填字段', '/status：应为以下值之一：Active, Deprecated'],
    });
    expect(refusalList('The file does not conform to PACT 2.3: /id: is required but missing; /pcf: must be of type object')).toEqual({
      summary: 'The file does not conform to PACT 2.3',
      problems: ['/id: is required but missing', '/pcf: must be of type object'],
    });
  });

  it('keeps a message without several problems whole', () => {
    expect(refusalList('请上传 PACT JSON 文件（UTF-8 编码的 JSON）')).toEqual({
      summary: '请上传 PACT JSON 文件（UTF-8 编码的 JSON）',
      problems: [],
    });
    expect(refusalList('Product footprint 2: specVersion "1.0" is not supported (2.x and 3.x are)').problems).toEqual([]);
  });
});
