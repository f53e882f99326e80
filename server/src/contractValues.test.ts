import * as contracts from '@pcf/shared/contracts';
import * as values from './contractValues';

describe('server copies of the contract constants', () => {
  it('equal the shared contract values', () => {
    expect(values.TOKEN_COOKIE).toBe(contracts.TOKEN_COOKIE);
    expect(values.TOKEN_REFRESH_HEADER).toBe(contracts.TOKEN_REFRESH_HEADER);
    expect(values.TREE_MAX_LEVEL).toBe(contracts.TREE_MAX_LEVEL);
    expect(values.CODE_OK).toBe(contracts.CODE_OK);
    expect(values.CODE_UNAUTHORIZED).toBe(contracts.CODE_UNAUTHORIZED);
    expect([values.CODE_USER_FROZEN, values.CODE_SESSION_REVOKED]).toEqual([...contracts.CODE_SESSION_KICKED]);
    expect(values.REMOTES).toEqual(contracts.REMOTES);
    expect(values.ROLE_DEFAULT).toBe(contracts.ROLE_DEFAULT);
    expect(values.ROLE_ADMIN).toBe(contracts.ROLE_ADMIN);
    expect(values.PERMISSION_ALL).toBe(contracts.PERMISSION_ALL);
    expect(values.PERMISSION_DIRECTORY_EDIT).toBe(contracts.PERMISSION_DIRECTORY_EDIT);
    expect([values.RECOVERY_LINK_MINUTES, values.RECOVERY_TOKEN_PARAM]).toEqual([
      contracts.RECOVERY_LINK_MINUTES,
      contracts.RECOVERY_TOKEN_PARAM,
    ]);
    expect(values.OBJ_OPERATORS).toEqual(contracts.OBJ_OPERATORS);
    expect(values.OBJ_FIELD_TYPES).toEqual(contracts.OBJ_FIELD_TYPES);
    expect([values.OBJ_PAGE_SIZE_MAX, values.OBJ_LIST_MAX]).toEqual([contracts.OBJ_PAGE_SIZE_MAX, contracts.OBJ_LIST_MAX]);
    expect(values.MENU_ICONS).toEqual(contracts.MENU_ICONS);
    expect(values.DICT_BATCH_MAX).toBe(contracts.DICT_BATCH_MAX);
    expect([values.PASSWORD_MIN_LENGTH, values.PASSWORD_MAX_LENGTH, values.PASSWORD_MIN_KINDS]).toEqual([
      contracts.PASSWORD_MIN_LENGTH,
      contracts.PASSWORD_MAX_LENGTH,
      contracts.PASSWORD_MIN_KINDS,
    ]);
  });

  it('hold the registration constants of the contract', () => {
    expect(values.REVIEW_STATUSES).toEqual(contracts.REVIEW_STATUSES);
    expect(values.PV_INDUSTRIES).toEqual(contracts.PV_INDUSTRIES);
    expect(values.REGISTER_LICENCE_FIELD).toBe(contracts.REGISTER_LICENCE_FIELD);
    expect(values.LICENCE_MAX_BYTES).toBe(contracts.LICENCE_MAX_BYTES);
    expect(values.LICENCE_TYPES).toEqual(contracts.LICENCE_TYPES);
    expect(values.REGISTER_MAX_LENGTHS).toEqual(contracts.REGISTER_MAX_LENGTHS);
    expect(values.REGISTRATION_OBJECT).toBe(contracts.REGISTRATION_OBJECT);
    expect([values.PERMISSION_REGISTRATION_LIST, values.PERMISSION_REGISTRATION_REVIEW]).toEqual([
      contracts.PERMISSION_REGISTRATION_LIST,
      contracts.PERMISSION_REGISTRATION_REVIEW,
    ]);
    expect(values.REJECT_REASON_MAX).toBe(contracts.REJECT_REASON_MAX);
  });

  it('check credit codes as the contract does', () => {
    const real = [
      '914403001922038216',
      '91440300708461136T',
      '9144030071526726XG',
      '91330100799655058B',
      '91110000802100433B',
      '91110108551385082Q',
    ];
    // every check character of each real code (one right, thirty wrong), and some wrong shapes
    const samples = real.flatMap((code) => [...contracts.CREDIT_CODE_CHARSET].map((c) => code.slice(0, 17) + c));
    samples.push(
      '',
      '0'.repeat(18),
      '91440300708461136',
      '914403007084611I6T',
      '9144A300708461136T',
      '91440300708461136t',
      '91350100M000100Y43',
    );
    for (const sample of samples) {
      expect([sample, values.isValidCreditCode(sample)]).toEqual([sample, contracts.isValidCreditCode(sample)]);
      expect([sample, values.hasCreditCodeShape(sample)]).toEqual([sample, contracts.CREDIT_CODE_PATTERN.test(sample)]);
    }
  });

  it('apply the same password rule as the contract', () => {
    const samples = [
      '',
      'Ab1!',
      'abcdefgh',
      'abcdefgh1',
      'Abcdefg1',
      'abcdef1!',
      'ABCDEF1!',
      'Admin@123456',
      '密码密码Ab1密码',
      'Aa1'.repeat(22),
      'Aa1'.repeat(21) + 'A',
    ];
    for (const sample of samples) expect([sample, values.meetsPasswordRule(sample)]).toEqual([sample, contracts.meetsPasswordRule(sample)]);
  });
});
