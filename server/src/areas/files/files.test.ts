import { DOCUMENT_FILE_NAME_MAX } from '@pcf/shared/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { type ConfigError, loadConfig } from '../../config';
import { DiskObjectStore, isSafeKey, type ObjectStore } from './store';
import { S3ObjectStore } from './s3Store';
import { configuredStore } from './configured';
import { FILE_FOLDERS, FileStore } from './fileStore';
import { cleanFileName, contentDisposition, detectDocumentType } from './uploads';
import { localS3, type LocalS3 } from './localS3.fixture';
import { DOCUMENTS } from './documents.fixture';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('file types told from the content', () => {
  it('accepts PDF, JPEG, PNG, XLSX and DOCX whatever they are called', async () => {
    expect(await detectDocumentType(DOCUMENTS.pdf)).toBe('pdf');
    expect(await detectDocumentType(DOCUMENTS.jpeg)).toBe('jpeg');
    expect(await detectDocumentType(DOCUMENTS.png)).toBe('png');
    expect(await detectDocumentType(DOCUMENTS.xlsx)).toBe('xlsx');
    expect(await detectDocumentType(DOCUMENTS.docx)).toBe('docx');
  });

  it('refuses a program, a script, a plain zip, an SVG, text and nothing', async () => {
    for (const bytes of [
      DOCUMENTS.exe,
      DOCUMENTS.elf,
      DOCUMENTS.zip,
      DOCUMENTS.svg,
      DOCUMENTS.html,
      Buffer.from('just text'),
      Buffer.alloc(0),
    ]) {
      expect(await detectDocumentType(bytes)).toBeNull();
    }
  });
});

describe('file names shown and offered on download', () => {
  it('never keep a folder, whatever the separator', () => {
    expect(cleanFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(cleanFileName('..\\..\\windows\\system.ini', 'pdf')).toBe('system.pdf');
    expect(cleanFileName('/abs/path/report.pdf', 'pdf')).toBe('report.pdf');
    expect(cleanFileName('..', 'png')).toBe('document.png');
    expect(cleanFileName('', 'docx')).toBe('document.docx');
  });

  it('drop NUL, control and direction-override characters and reserved ones', () => {
    expect(cleanFileName('evil\u0000.exe', 'pdf')).toBe('evil.pdf');
    expect(cleanFileName('a\r\nb\tc.png', 'png')).toBe('abc.png');
    expect(cleanFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    expect(cleanFileName('a<b>:c"d|e?f*.pdf', 'pdf')).toBe('a_b__c_d_e_f_.pdf');
    expect(cleanFileName('  .hidden. ', 'pdf')).toBe('hidden.pdf');
  });

  it('end in an extension of the type found in the content', () => {
    expect(cleanFileName('scan.jpg', 'pdf')).toBe('scan.pdf');
    expect(cleanFileName('photo.JPEG', 'jpeg')).toBe('photo.JPEG');
    expect(cleanFileName('photo.jpg', 'jpeg')).toBe('photo.jpg');
    expect(cleanFileName('碳足迹报告', 'docx')).toBe('碳足迹报告.docx');
    expect(cleanFileName('data.tar.gz', 'xlsx')).toBe('data.tar.xlsx');
  });

  it('are at most 200 characters, counted as characters', () => {
    const long = cleanFileName(`${'长'.repeat(5000)}.pdf`, 'pdf');
    expect(Array.from(long)).toHaveLength(DOCUMENT_FILE_NAME_MAX);
    expect(long.endsWith('长.pdf')).toBe(true);
  });

  it('are sent as an ASCII fallback and an RFC 5987 UTF-8 name', () => {
    expect(contentDisposition('attachment', '碳足迹 "报告" (v1).pdf')).toBe(
      `attachment; filename="___ ____ (v1).pdf"; filename*=UTF-8''%E7%A2%B3%E8%B6%B3%E8%BF%B9%20%22%E6%8A%A5%E5%91%8A%22%20%28v1%29.pdf`,
    );
    expect(contentDisposition('inline', 'a.png')).toBe(`inline; filename="a.png"; filename*=UTF-8''a.png`);
  });
});

describe('keys of the file store', () => {
  it('are relative, of plain parts', () => {
    expect(isSafeKey('evidence/0123456789abcdef0123456789abcdef.pdf')).toBe(true);
    for (const bad of ['', '/etc/passwd', '../x', 'a/../../x', 'a//b', './a', 'a\\b', 'a/b c', 'a\u0000b', 'x'.repeat(501)])
      expect(isSafeKey(bad)).toBe(false);
  });
});

describe('settings of the S3 store', () => {
  it('are off without S3_BUCKET, and the disk under DATA_DIR/files is used', () => {
    const config = loadConfig({ DATA_DIR: '/srv/pcf' });
    expect(config.s3).toBeNull();
    const store = configuredStore(config);
    expect(store).toBeInstanceOf(DiskObjectStore);
    expect((store as DiskObjectStore).root).toBe('/srv/pcf/files');
  });

  it('are read and normalised with S3_BUCKET', () => {
    const config = loadConfig({
      S3_BUCKET: 'pcf-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '/prod/pcf',
    });
    expect(config.s3).toEqual({
      bucket: 'pcf-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'prod/pcf/',
    });
    expect(configuredStore(config)).toBeInstanceOf(S3ObjectStore);
    expect(loadConfig({ S3_BUCKET: 'aws-bucket', S3_REGION: 'eu-west-3' }).s3).toMatchObject({
      endpoint: null,
      forcePathStyle: false,
      region: 'eu-west-3',
      accessKeyId: null,
    });
  });

  it('refuse what cannot work, naming each setting without echoing the secret', () => {
    try {
      loadConfig({
        S3_BUCKET: 'x',
        S3_ENDPOINT: 'ftp://store',
        S3_ACCESS_KEY_ID: 'only-the-key',
        S3_PREFIX: 'a/../b',
        S3_FORCE_PATH_STYLE: 'maybe',
      });
      throw new Error('accepted');
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual([
        'S3_ACCESS_KEY_ID',
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_FORCE_PATH_STYLE',
        'S3_PREFIX',
      ]);
    }
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_SECRET_ACCESS_KEY: 'top-secret' })).toThrow(
      /S3_ENDPOINT, S3_SECRET_ACCESS_KEY set without S3_BUCKET/,
    );
    try {
      loadConfig({ S3_BUCKET: 'bucket', S3_SECRET_ACCESS_KEY: 'top-secret' });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).not.toContain('top-secret');
    }
  });
});

/** The same behaviour from both stores: what the avatars, licences, evidence and library rely on. */
function describeStore(name: string, open: () => Promise<{ store: ObjectStore; close(): Promise<void> }>): void {
  describe(`the ${name} file store`, () => {
    let store: ObjectStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    }, 60_000);
    afterAll(async () => {
      await close();
    });

    it('writes, reads, streams, sizes, lists and removes files by key', async () => {
      await store.put('evidence/aa.pdf', DOCUMENTS.pdf, 'application/pdf');
      await store.put('library/bb.png', DOCUMENTS.png, 'image/png');
      expect((await store.get('evidence/aa.pdf'))?.equals(DOCUMENTS.pdf)).toBe(true);
      const opened = await store.open('library/bb.png');
      const chunks: Buffer[] = [];
      for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(DOCUMENTS.png)).toBe(true);
      expect(opened?.size).toBe(DOCUMENTS.png.length);
      expect(await store.size('evidence/aa.pdf')).toBe(DOCUMENTS.pdf.length);
      expect(await store.list()).toEqual(['evidence/aa.pdf', 'library/bb.png']);
      await store.remove('evidence/aa.pdf');
      await store.remove('evidence/aa.pdf');
      expect(await store.get('evidence/aa.pdf')).toBeNull();
      expect(await store.open('evidence/aa.pdf')).toBeNull();
      expect(await store.size('evidence/aa.pdf')).toBeNull();
      expect(await store.list()).toEqual(['library/bb.png']);
    });

    it('refuses a key that could leave the store, before touching anything', async () => {
      for (const key of ['../outside', '/etc/passwd', 'a/../../b', 'evidence/a b.pdf', 'evidence\\x']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('not a key of the file store');
        await expect(store.get(key)).rejects.toThrow('not a key of the file store');
      }
      expect(await store.list()).toEqual(['library/bb.png']);
    });

    it('serves only the names a folder could have given, of its own types', async () => {
      const evidence = new FileStore(store, FILE_FOLDERS.evidence, { pdf: 'application/pdf', png: 'image/png' });
      const name = await evidence.save(DOCUMENTS.pdf, 'pdf');
      expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
      const opened = await evidence.open(name);
      expect(opened?.contentType).toBe('application/pdf');
      opened?.stream.destroy();
      for (const bad of ['../library/bb.png', `${name}/..`, name.replace('.pdf', '.exe'), 'bb.png', `${name.slice(0, -4)}.PDF`]) {
        expect(await evidence.open(bad)).toBeNull();
        expect(await evidence.read(bad)).toBeNull();
        await evidence.remove(bad);
      }
      expect(await store.list()).toEqual([`evidence/${name}`, 'library/bb.png']);
      await evidence.remove(name);
    });

    it('stages a restore: nothing changes until commit, abort leaves the store as it was', async () => {
      const before = await store.list();
      const archive = new Map([
        ['avatars/cc.png', DOCUMENTS.png],
        ['library/bb.png', DOCUMENTS.png],
      ]);
      const aborted = await store.stage(archive);
      expect((await store.get('library/bb.png'))?.equals(DOCUMENTS.png)).toBe(true);
      await aborted.abort();
      expect(await store.list()).toEqual(before);

      const replaced = new Map([
        ['avatars/cc.png', DOCUMENTS.png],
        // the same name with other content, as a restore from elsewhere could bring
        ['library/bb.png', DOCUMENTS.jpeg],
      ]);
      const staged = await store.stage(replaced);
      expect((await store.get('library/bb.png'))?.equals(DOCUMENTS.png)).toBe(true);
      await staged.commit();
      expect(await store.list()).toEqual(['avatars/cc.png', 'library/bb.png']);
      expect(sha((await store.get('library/bb.png')) as Buffer)).toBe(sha(DOCUMENTS.jpeg));
    });
  });
}

describeStore('disk', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-files-test-'));
  return { store: configuredStore({ dataDir, s3: null }), close: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
});

describeStore('S3 (a local S3-compatible server)', async () => {
  const s3: LocalS3 = await localS3();
  return { store: s3.store('pcf-test/'), close: () => s3.close() };
});

describe('the disk file store', () => {
  it('follows no symbolic link out of the store', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-files-link-'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-files-outside-'));
    try {
      fs.writeFileSync(path.join(outside, 'secret.pdf'), DOCUMENTS.pdf);
      fs.mkdirSync(path.join(dataDir, 'files', 'evidence'), { recursive: true });
      fs.symlinkSync(path.join(outside, 'secret.pdf'), path.join(dataDir, 'files', 'evidence', 'link.pdf'));
      fs.symlinkSync(outside, path.join(dataDir, 'files', 'library'));
      const store = configuredStore({ dataDir, s3: null });
      expect(await store.get('evidence/link.pdf')).toBeNull();
      expect(await store.open('evidence/link.pdf')).toBeNull();
      expect(await store.get('library/secret.pdf')).toBeNull();
      expect(await store.list()).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
