import { CREDIT_CODE_CHARSET, CREDIT_CODE_PATTERN, creditCodeCheckCharacter, creditCodeProblem, isValidCreditCode } from './creditCode';

/** Codes of real companies, as printed on their business licences (public registry records). */
const REAL_CODES = [
  '914403001922038216', // 华为技术有限公司
  '91440300708461136T', // 深圳市腾讯计算机系统有限公司
  '9144030071526726XG', // 腾讯科技（深圳）有限公司
  '91330100799655058B', // 阿里巴巴（中国）有限公司
  '91110000802100433B', // 北京百度网讯科技有限公司
  '91110108551385082Q', // 小米科技有限责任公司
];

describe('unified social credit code (GB 32100)', () => {
  it('accepts real companies’ codes, whose 18th character is the check character of the first 17', () => {
    for (const code of REAL_CODES) {
      expect([code, isValidCreditCode(code)]).toEqual([code, true]);
      expect(creditCodeCheckCharacter(code.slice(0, 17))).toBe(code[17]);
      expect(creditCodeProblem(code)).toBeNull();
    }
  });

  it('refuses every other check character of a real code', () => {
    for (const code of REAL_CODES) {
      for (const wrong of CREDIT_CODE_CHARSET.replace(code[17], '')) {
        const changed = code.slice(0, 17) + wrong;
        expect([changed, isValidCreditCode(changed)]).toEqual([changed, false]);
        expect(creditCodeProblem(changed)).toBe('checkCharacter');
      }
    }
  });

  it('refuses a changed character in the first 17 (the check character no longer fits)', () => {
    // 9144030019220382 1 6 → one digit changed
    expect(isValidCreditCode('914403001922038226')).toBe(false);
    // two neighbours swapped
    expect(isValidCreditCode('914403001922083216')).toBe(false);
  });

  it('tells a wrong shape from a wrong check character', () => {
    expect(creditCodeProblem('91440300708461136')).toBe('shape'); // 17 characters
    expect(creditCodeProblem('91440300708461136TT')).toBe('shape'); // 19
    expect(creditCodeProblem('914403007084611I6T')).toBe('shape'); // I is not in the set
    expect(creditCodeProblem('9144A300708461136T')).toBe('shape'); // the division code is digits
    expect(creditCodeProblem('91440300708461136t')).toBe('shape'); // lower case
    expect(creditCodeProblem('')).toBe('shape');
    expect(CREDIT_CODE_PATTERN.test('91350100M000100Y43')).toBe(true);
  });

  it('computes no check character for anything but 17 code characters', () => {
    expect(creditCodeCheckCharacter('9144030070846113')).toBeNull();
    expect(creditCodeCheckCharacter('9144030070846113O')).toBeNull();
  });

  it('maps a sum that is a multiple of 31 to the check character 0', () => {
    // 17 zeros: the weighted sum is 0, so the check value is (31 - 0) mod 31 = 0
    expect(creditCodeCheckCharacter('0'.repeat(17))).toBe('0');
    expect(isValidCreditCode('0'.repeat(18))).toBe(true);
  });
});
