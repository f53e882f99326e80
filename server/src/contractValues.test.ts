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
  });
});
