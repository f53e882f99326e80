import { exceedsLimit, isAcceptedFile, pickerAccept } from './fileRules';

const file = (name: string, type = '') => ({ name, type });

describe('accepted file types', () => {
  it('accepts every file when no type list is set', () => {
    expect(isAcceptedFile(file('anything.bin'), [])).toBe(true);
  });

  it('accepts a file by its extension, with or without the dot and in any case', () => {
    expect(isAcceptedFile(file('Inventory.XLSX'), ['xlsx'])).toBe(true);
    expect(isAcceptedFile(file('inventory.xls'), ['.xls'])).toBe(true);
  });

  it('accepts a file by its MIME type or MIME family when the extension does not match', () => {
    expect(isAcceptedFile(file('scan', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(isAcceptedFile(file('photo.raw', 'image/png'), ['image/*'])).toBe(true);
  });

  it('rejects a file whose extension and MIME type both miss the list', () => {
    expect(isAcceptedFile(file('report.docx', 'application/msword'), ['xlsx', 'image/*'])).toBe(false);
    expect(isAcceptedFile(file('noextension', ''), ['xlsx'])).toBe(false);
    // "xlsx" must not match a name that merely ends in the same letters
    expect(isAcceptedFile(file('report.axlsx'), ['xlsx'])).toBe(false);
  });

  it('builds the picker accept attribute with dots on bare extensions', () => {
    expect(pickerAccept(['xlsx', '.pdf', 'image/*'])).toBe('.xlsx,.pdf,image/*');
    expect(pickerAccept([])).toBeUndefined();
  });
});

describe('count limit', () => {
  it('is exceeded only when the new and the existing files together pass the limit', () => {
    expect(exceedsLimit({ limit: 1, selected: 1, existing: 0 })).toBe(false);
    expect(exceedsLimit({ limit: 1, selected: 1, existing: 1 })).toBe(true);
    expect(exceedsLimit({ limit: 3, selected: 2, existing: 1 })).toBe(false);
    expect(exceedsLimit({ limit: 3, selected: 3, existing: 1 })).toBe(true);
  });
});
