import { EVIDENCE_MAX_BYTES, LIBRARY_MAX_BYTES } from '@pcf/shared/contracts';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import * as contracts from '@pcf/shared/contracts';
import type {
  EvidenceDocument,
  EvidenceDocumentRow,
  EvidenceUploadReply,
  LibraryDocumentDetail,
  LibraryDocumentRow,
  LibraryUploadReply,
  ObjPage,
} from '@pcf/shared/contracts';
import { describeEachDatabase, json, login, PASSWORDS } from '../../testing/testApp';
import { snapshot, type Snapshot } from '../../testing/databaseSnapshot';
import { evidenceDocuments, evidenceLinks, libraryDocumentVersions, sysOperLog, units } from '../../schema';
import { DOCUMENTS, multipartBody, pdfOf, pngOf } from '../files/documents.fixture';
import { enterprise, PRODUCT, saveObject, savedId, type Enterprise } from '../datasets/companies.fixture';
import { roleHolding } from '../../testing/deptsRoles';
import { createUser } from '../../testing/accounts';
import { EVIDENCE_LOG_OBJECT } from './evidence';
import { LIBRARY_LOG_OBJECT } from './library';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const EN = { 'accept-language': 'en-US' };

describe('the document rules of the server', () => {
  it('log document changes under objects the log knows', () => {
    expect(contracts.OPER_OBJECTS).toEqual(expect.arrayContaining([EVIDENCE_LOG_OBJECT, LIBRARY_LOG_OBJECT]));
  });
});

describeEachDatabase('evidence documents (/rest/evidence/*, pcf_evidence_document)', (ctx) => {
  let a: Enterprise;
  let b: Enterprise;
  let reader: Enterprise;
  let admin = '';
  let productA = 0;
  let productB = 0;
  const db = () => ctx().database.db;
  const state = (): Promise<Snapshot> => snapshot(db(), ctx().config.dataDir);
  const evidenceDir = () => path.join(ctx().config.dataDir, 'files', 'evidence');

  const upload = async (token: string, fields: Record<string, string>, file: { filename: string; bytes: Buffer } | null) => {
    const body = multipartBody(fields, file);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/rest/evidence/upload',
      payload: body.payload,
      headers: { ...body.headers, ...EN, authorization: token },
    });
    return { status: response.statusCode, ...json<EvidenceUploadReply>(response) };
  };
  const post = async (url: string, payload: object, token: string) => {
    const response = await ctx().app.inject({ method: 'POST', url, payload, headers: { ...EN, authorization: token } });
    return { status: response.statusCode, ...json(response) };
  };
  const get = (url: string, token: string) => ctx().app.inject({ method: 'GET', url, headers: { ...EN, authorization: token } });
  const list = async (token: string) =>
    json<ObjPage>(
      await ctx().app.inject({
        method: 'POST',
        url: '/rest/getObjDataByPage',
        payload: { objName: 'pcf_evidence_document', pageSize: 100 },
        headers: { authorization: token },
      }),
    ).data.rows as unknown as EvidenceDocumentRow[];

  beforeAll(async () => {
    a = await enterprise(ctx().app, db(), 'evidence_a');
    b = await enterprise(ctx().app, db(), 'evidence_b');
    reader = await enterprise(ctx().app, db(), 'evidence_reader', ['database:evidence:list']);
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    productA = savedId(await saveObject(ctx().app, a.token, 'pcf_company_product', PRODUCT));
    productB = savedId(await saveObject(ctx().app, b.token, 'pcf_company_product', PRODUCT));
  });

  describe('an upload', () => {
    it('stores a PDF under a server-made name with its SHA-256, linked at once to an own product, and logs it', async () => {
      const bytes = pdfOf('certificate of origin');
      const answer = await upload(
        a.token,
        { title: '原产地证明', description: '2024', targetType: 'product', targetId: String(productA) },
        { filename: '证明.pdf', bytes },
      );
      expect(answer).toMatchObject({
        code: 200,
        msg: 'Uploaded',
        data: { fileName: '证明.pdf', fileType: 'pdf', sizeBytes: bytes.length, sha256: sha(bytes) },
      });
      const [row] = await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.id, answer.data.id));
      expect(row).toMatchObject({ companyId: a.companyId, title: '原产地证明', contentType: 'application/pdf', uploadedBy: a.userId });
      expect(row.storedFile).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(fs.readFileSync(path.join(evidenceDir(), row.storedFile)).equals(bytes)).toBe(true);
      expect(await db().select().from(evidenceLinks).where(eq(evidenceLinks.documentId, row.id))).toEqual([
        expect.objectContaining({ companyId: a.companyId, targetType: 'product', targetId: productA }),
      ]);
      const [logged] = await db().select().from(sysOperLog).where(eq(sysOperLog.object, EVIDENCE_LOG_OBJECT)).orderBy(asc(sysOperLog.id));
      expect(logged).toMatchObject({ action: 'create', account: 'evidence_a_user', companyId: a.companyId });
      const [listed] = await list(a.token);
      expect(listed).toMatchObject({
        id: row.id,
        title: '原产地证明',
        file_type: 'pdf',
        sha256: sha(bytes),
        link_count: 1,
        uploaded_by_name: 'evidence_a_user',
      });
      expect(Object.keys(listed)).not.toContain('stored_file');
    });

    it('previews a PDF inline and downloads it as an attachment with its UTF-8 name', async () => {
      const [row] = await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.title, '原产地证明'));
      const preview = await ctx().app.inject({ method: 'GET', url: `/rest/evidence/file?id=${row.id}`, cookies: { dby_token: a.token } });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(preview.headers['content-disposition']).toBe(`inline; filename="__.pdf"; filename*=UTF-8''%E8%AF%81%E6%98%8E.pdf`);
      expect(sha(preview.rawPayload)).toBe(row.sha256);
      const download = await get(`/rest/evidence/file?id=${row.id}&download=1`, a.token);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E8%AF%81%E6%98%8E.pdf`);
      expect(download.rawPayload.equals(preview.rawPayload)).toBe(true);
    });

    it('takes a PDF named .jpg as the PDF it is, named .pdf; an image previews inline, a workbook always downloads', async () => {
      const disguised = await upload(a.token, {}, { filename: 'scan.jpg', bytes: pdfOf('scan') });
      expect(disguised.data).toMatchObject({ fileType: 'pdf', fileName: 'scan.pdf' });
      const png = await upload(a.token, { title: 'photo' }, { filename: 'meter.png', bytes: pngOf(7) });
      const image = await get(`/rest/evidence/file?id=${png.data.id}`, a.token);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toMatch(/^inline; /);
      expect(image.headers['content-security-policy']).toContain('sandbox');
      const workbook = await upload(a.token, { title: 'meter readings' }, { filename: 'readings.xlsx', bytes: DOCUMENTS.xlsx });
      expect(workbook.data.fileType).toBe('xlsx');
      const sheet = await get(`/rest/evidence/file?id=${workbook.data.id}`, a.token);
      expect(sheet.headers['content-type']).toBe(contracts.DOCUMENT_CONTENT_TYPES.xlsx);
      expect(sheet.headers['content-disposition']).toMatch(/^attachment; /);
      const word = await upload(a.token, {}, { filename: 'report.docx', bytes: DOCUMENTS.docx });
      expect(word.data).toMatchObject({ fileType: 'docx', fileName: 'report.docx' });
    });

    it('names a file after the cleaned name, never a path: folders, NUL, slashes and very long names', async () => {
      const tricks: [string, string][] = [
        ['../../etc/passwd', 'passwd.pdf'],
        ['..\\..\\boot.ini', 'boot.pdf'],
        ['a/b/c/evil\u0000.sh', 'evil.pdf'],
        [`${'x'.repeat(1000)}.pdf`, `${'x'.repeat(196)}.pdf`],
      ];
      for (const [index, [name, shown]] of tricks.entries()) {
        const answer = await upload(a.token, { title: `trick ${index}` }, { filename: name, bytes: pdfOf(`trick ${index}`) });
        expect(answer.data.fileName).toBe(shown);
        const [row] = await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.id, answer.data.id));
        expect(row.storedFile).toMatch(/^[0-9a-f]{32}\.pdf$/);
      }
      // nothing was written anywhere but under generated names in the evidence folder
      const files = Object.keys((await state()).files);
      expect(
        files.filter((f) => f.startsWith('files/evidence/')).every((f) => /^files\/evidence\/[0-9a-f]{32}\.(pdf|png|xlsx|docx)$/.test(f)),
      ).toBe(true);
      expect(files.filter((f) => !f.startsWith('files/evidence/'))).toEqual([]);
    });
  });

  describe('a refused upload stores nothing', () => {
    let before: Snapshot;
    beforeEach(async () => {
      before = await state();
    });
    afterEach(async () => {
      expect(await state()).toEqual(before);
    });

    it.each([
      ['a program named .png', 'logo.png', DOCUMENTS.exe],
      ['a Linux program named .pdf', 'report.pdf', DOCUMENTS.elf],
      ['a script named .jpg', 'photo.jpg', DOCUMENTS.html],
      ['an SVG named .png', 'chart.png', DOCUMENTS.svg],
      ['a plain zip named .xlsx', 'data.xlsx', DOCUMENTS.zip],
      ['text named .docx', 'notes.docx', Buffer.from('plain text, not a document')],
      ['a program named ../../etc/passwd', '../../etc/passwd', DOCUMENTS.exe],
    ])('%s', async (_title, filename, bytes) => {
      const answer = await upload(a.token, { title: 'disguised' }, { filename, bytes });
      expect(answer).toMatchObject({ status: 400, msg: 'Upload a PDF, JPG, PNG, XLSX or DOCX file (told from its content, not its name)' });
    });

    it('a file over 20 MB (the reading stops there)', async () => {
      const big = Buffer.concat([pdfOf('big'), Buffer.alloc(EVIDENCE_MAX_BYTES, 0x20)]);
      expect(await upload(a.token, {}, { filename: 'big.pdf', bytes: big })).toMatchObject({
        status: 400,
        msg: 'The file must not exceed 20 MB',
      });
    });

    it('no file, or a file under another field', async () => {
      expect(await upload(a.token, { title: 'x' }, null)).toMatchObject({ status: 400, msg: 'Choose a file to upload' });
      const body = multipartBody({}, { field: 'upload', filename: 'a.pdf', bytes: pdfOf('other field') });
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/rest/evidence/upload',
        payload: body.payload,
        headers: { ...body.headers, ...EN, authorization: a.token },
      });
      expect(json(response).msg).toBe('Choose a file to upload');
    });

    it('the same file again: the company links the one it has', async () => {
      expect(await upload(a.token, {}, { filename: 'again.pdf', bytes: pdfOf('certificate of origin') })).toMatchObject({
        status: 400,
        msg: 'The same file is already uploaded as "原产地证明": link that document instead',
      });
    });

    it("a link to another company's product, or half a link", async () => {
      expect(
        await upload(a.token, { targetType: 'product', targetId: String(productB) }, { filename: 'x.pdf', bytes: pdfOf('cross') }),
      ).toMatchObject({
        status: 400,
        msg: 'The product to link does not exist or is not of this company',
      });
      expect(await upload(a.token, { targetType: 'product' }, { filename: 'x.pdf', bytes: pdfOf('half') })).toMatchObject({ status: 400 });
      expect(
        await upload(a.token, { targetType: 'inventory_line', targetId: '1' }, { filename: 'x.pdf', bytes: pdfOf('half') }),
      ).toMatchObject({ status: 400 });
    });

    it('a title too long, or an administrator naming no company', async () => {
      expect(await upload(a.token, { title: 't'.repeat(201) }, { filename: 'x.pdf', bytes: pdfOf('long') })).toMatchObject({
        status: 400,
        msg: 'Enter a title (at most 200 characters)',
      });
      expect(await upload(admin, {}, { filename: 'x.pdf', bytes: pdfOf('admin') })).toMatchObject({
        status: 400,
        msg: 'Choose the company the evidence belongs to',
      });
      expect(await upload(admin, { companyId: '99999' }, { filename: 'x.pdf', bytes: pdfOf('admin') })).toMatchObject({
        status: 400,
        msg: 'The company does not exist',
      });
    });

    it('a user without the upload permission, before the body is read', async () => {
      expect(await upload(reader.token, {}, { filename: 'x.pdf', bytes: pdfOf('reader') })).toMatchObject({ status: 403 });
    });
  });

  describe('scope between companies', () => {
    let documentA = 0;
    beforeAll(async () => {
      [{ id: documentA }] = await db()
        .select({ id: evidenceDocuments.id })
        .from(evidenceDocuments)
        .where(eq(evidenceDocuments.title, '原产地证明'));
    });

    it("B neither sees, downloads, changes, links nor deletes A's document, and nothing changes", async () => {
      const before = await state();
      expect((await list(b.token)).map((r) => r.id)).not.toContain(documentA);
      expect((await get(`/rest/evidence/detail?id=${documentA}`, b.token)).statusCode).toBe(404);
      const file = await ctx().app.inject({
        method: 'GET',
        url: `/rest/evidence/file?id=${documentA}&download=1`,
        cookies: { dby_token: b.token },
      });
      expect(file.statusCode).toBe(404);
      expect(file.body).not.toContain('%PDF');
      expect((await get(`/rest/evidence/forTarget?targetType=product&targetId=${productA}`, b.token)).statusCode).toBe(400);
      expect((await post('/rest/evidence/update', { id: documentA, title: 'by B' }, b.token)).status).toBe(404);
      expect(
        (await post('/rest/evidence/link', { documentId: documentA, targetType: 'product', targetId: productB }, b.token)).status,
      ).toBe(404);
      expect(
        (await post('/rest/evidence/unlink', { documentId: documentA, targetType: 'product', targetId: productA }, b.token)).status,
      ).toBe(404);
      expect((await post('/rest/evidence/delete', { id: documentA }, b.token)).status).toBe(404);
      expect((await post('/rest/getObjDataById', { objName: 'pcf_evidence_document', id: documentA }, b.token)).status).toBe(404);
      expect((await post('/rest/delObjData', { objName: 'pcf_evidence_document', id: documentA }, b.token)).status).toBe(404);
      expect(await state()).toEqual(before);
    });

    it("A cannot link its document to B's product, and the database refuses such a link from anyone", async () => {
      const before = await state();
      expect(
        await post('/rest/evidence/link', { documentId: documentA, targetType: 'product', targetId: productB }, a.token),
      ).toMatchObject({
        status: 400,
        msg: 'The product to link does not exist or is not of this company',
      });
      await expect(
        db().execute(
          sql`insert into evidence_links (document_id, company_id, target_type, target_id) values (${documentA}, ${a.companyId}, 'product', ${productB})`,
        ),
      ).rejects.toThrow();
      expect(await state()).toEqual(before);
    });

    it('a platform administrator sees every company, uploads for one and reads its files', async () => {
      expect((await list(admin)).map((r) => r.company_id)).toEqual(expect.arrayContaining([a.companyId]));
      const forB = await upload(
        admin,
        { companyId: String(b.companyId), title: 'audit report' },
        { filename: 'audit.pdf', bytes: pdfOf('audit for B') },
      );
      expect(forB.code).toBe(200);
      const [row] = await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.id, forB.data.id));
      expect(row.companyId).toBe(b.companyId);
      expect((await list(b.token)).map((r) => r.id)).toContain(forB.data.id);
      expect((await get(`/rest/evidence/file?id=${documentA}`, admin)).statusCode).toBe(200);
    });
  });

  describe('links, edits and deletes', () => {
    it('links a document to an own dataset and item, lists it for each, unlinks, and a deleted item takes its link along', async () => {
      const dataset = savedId(await saveObject(ctx().app, a.token, 'pcf_company_dataset', { name: 'Plant 1 2024', year: 2024 }));
      const [kg] = await db().select({ id: units.id }).from(units).where(eq(units.code, 'kg'));
      const item = savedId(
        await saveObject(ctx().app, a.token, 'pcf_company_dataset_item', {
          dataset_id: dataset,
          kind: 'activity',
          name: 'Glass',
          value: 12,
          unit_id: kg.id,
          data_type: 'primary',
        }),
      );
      const uploaded = await upload(a.token, { title: 'glass invoice' }, { filename: 'invoice.pdf', bytes: pdfOf('glass invoice') });
      const id = uploaded.data.id;
      expect(await post('/rest/evidence/link', { documentId: id, targetType: 'dataset', targetId: dataset }, a.token)).toMatchObject({
        code: 200,
        msg: 'Linked',
      });
      expect(await post('/rest/evidence/link', { documentId: id, targetType: 'dataset_item', targetId: item }, a.token)).toMatchObject({
        code: 200,
      });
      expect(await post('/rest/evidence/link', { documentId: id, targetType: 'dataset_item', targetId: item }, a.token)).toMatchObject({
        status: 400,
        msg: 'The document is already linked to this dataset item',
      });
      const detail = json<EvidenceDocument>(await get(`/rest/evidence/detail?id=${id}`, a.token)).data;
      expect(detail.links.map((l) => [l.targetType, l.label])).toEqual([
        ['dataset', 'Plant 1 2024 (2024)'],
        ['dataset_item', 'Glass'],
      ]);
      const forItem = json<EvidenceDocument[]>(
        await get(`/rest/evidence/forTarget?targetType=dataset_item&targetId=${item}`, a.token),
      ).data;
      expect(forItem.map((d) => d.id)).toEqual([id]);
      expect(await post('/rest/evidence/unlink', { documentId: id, targetType: 'dataset', targetId: dataset }, a.token)).toMatchObject({
        code: 200,
        msg: 'Unlinked',
      });
      expect(await post('/rest/evidence/unlink', { documentId: id, targetType: 'dataset', targetId: dataset }, a.token)).toMatchObject({
        status: 400,
      });
      expect(await post('/rest/delObjData', { objName: 'pcf_company_dataset_item', id: item }, a.token)).toMatchObject({ code: 200 });
      expect(await db().select().from(evidenceLinks).where(eq(evidenceLinks.documentId, id))).toEqual([]);
    });

    it('edits the title and description; deleting removes the rows, the links and then the file', async () => {
      const uploaded = await upload(
        a.token,
        { title: 'to delete', targetType: 'product', targetId: String(productA) },
        { filename: 'gone.pdf', bytes: pdfOf('to delete') },
      );
      const id = uploaded.data.id;
      expect(await post('/rest/evidence/update', { id, title: ' renamed ', description: 'why' }, a.token)).toMatchObject({ code: 200 });
      const [row] = await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.id, id));
      expect(row).toMatchObject({ title: 'renamed', description: 'why' });
      expect(fs.existsSync(path.join(evidenceDir(), row.storedFile))).toBe(true);
      expect(await post('/rest/evidence/delete', { id }, a.token)).toMatchObject({ code: 200, msg: 'Deleted!' });
      expect(await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.id, id))).toEqual([]);
      expect(await db().select().from(evidenceLinks).where(eq(evidenceLinks.documentId, id))).toEqual([]);
      expect(fs.existsSync(path.join(evidenceDir(), row.storedFile))).toBe(false);
      expect((await get(`/rest/evidence/file?id=${id}`, a.token)).statusCode).toBe(404);
      const [logged] = await db()
        .select()
        .from(sysOperLog)
        .where(eq(sysOperLog.object, EVIDENCE_LOG_OBJECT))
        .orderBy(sql`${sysOperLog.id} desc`)
        .limit(1);
      expect(logged).toMatchObject({ action: 'delete', targetIds: String(id) });
    });

    it('the read model refuses writes through the object API', async () => {
      const [row] = await db().select().from(evidenceDocuments).where(eq(evidenceDocuments.companyId, a.companyId)).limit(1);
      expect((await post('/rest/saveObjData', { objName: 'pcf_evidence_document', data: { id: row.id, title: 'x' } }, admin)).status).toBe(
        400,
      );
    });
  });
});

describeEachDatabase('the document library (/rest/library/*, pcf_library_document)', (ctx) => {
  let admin = '';
  let reader = '';
  let bare = '';
  const db = () => ctx().database.db;
  const libraryDir = () => path.join(ctx().config.dataDir, 'files', 'library');

  const send = async (url: string, token: string, fields: Record<string, string>, file: { filename: string; bytes: Buffer } | null) => {
    const body = multipartBody(fields, file);
    const response = await ctx().app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...EN, authorization: token },
    });
    return { status: response.statusCode, ...json<LibraryUploadReply>(response) };
  };
  const get = (url: string, token: string) => ctx().app.inject({ method: 'GET', url, headers: { ...EN, authorization: token } });

  beforeAll(async () => {
    admin = await login(ctx().app, 'admin', PASSWORDS.admin);
    const { roleId } = await roleHolding(db(), 'library_reader', null, [
      'database:document:query',
      'database:document:list',
      'database:document:add',
      'database:document:edit',
    ]);
    await createUser(db(), { account: 'library_reader', password: 'Library@123456', userType: 'review', roleIds: [roleId] });
    reader = await login(ctx().app, 'library_reader', 'Library@123456');
    const { roleId: none } = await roleHolding(db(), 'library_none', null, []);
    await createUser(db(), { account: 'library_none', password: 'Library@123456', userType: 'review', roleIds: [none] });
    bare = await login(ctx().app, 'library_none', 'Library@123456');
  });

  it('keeps versions: v1, then v2 current, v1 still downloadable; the same file twice is refused', async () => {
    const v1 = await send(
      '/rest/library/upload',
      admin,
      { category: 'standard', title: 'ISO 14067:2018', description: 'Carbon footprint of products' },
      { filename: 'ISO-14067.pdf', bytes: pdfOf('iso v1') },
    );
    expect(v1).toMatchObject({ code: 200, data: { version: 1, fileName: 'ISO-14067.pdf', sha256: sha(pdfOf('iso v1')) } });
    const v2 = await send(
      '/rest/library/version',
      admin,
      { documentId: String(v1.data.id), note: 'corrected edition' },
      { filename: 'ISO-14067-amd.pdf', bytes: pdfOf('iso v2') },
    );
    expect(v2).toMatchObject({ code: 200, data: { id: v1.data.id, version: 2 } });
    expect(
      await send('/rest/library/version', admin, { documentId: String(v1.data.id) }, { filename: 'again.pdf', bytes: pdfOf('iso v2') }),
    ).toMatchObject({
      status: 400,
      msg: 'The file is the same as the current version 2',
    });
    const detail = json<LibraryDocumentDetail>(await get(`/rest/library/detail?id=${v1.data.id}`, reader)).data;
    expect(detail).toMatchObject({ category: 'standard', title: 'ISO 14067:2018', currentVersion: 2 });
    expect(detail.versions.map((v) => [v.version, v.fileName, v.note, v.uploadedByName])).toEqual([
      [2, 'ISO-14067-amd.pdf', 'corrected edition', '管理员'],
      [1, 'ISO-14067.pdf', '', '管理员'],
    ]);
    const current = await get(`/rest/library/file?id=${v1.data.id}`, reader);
    expect(sha(current.rawPayload)).toBe(sha(pdfOf('iso v2')));
    const first = await get(`/rest/library/file?id=${v1.data.id}&version=1&download=1`, reader);
    expect(sha(first.rawPayload)).toBe(sha(pdfOf('iso v1')));
    expect(first.headers['content-disposition']).toBe(`attachment; filename="ISO-14067.pdf"; filename*=UTF-8''ISO-14067.pdf`);
    expect((await get(`/rest/library/file?id=${v1.data.id}&version=9`, reader)).statusCode).toBe(404);
    const page = json<ObjPage>(
      await ctx().app.inject({
        method: 'POST',
        url: '/rest/getObjDataByPage',
        payload: { objName: 'pcf_library_document', conditions: [{ field: 'title', operator: 'like', value: '14067' }] },
        headers: { authorization: reader },
      }),
    ).data;
    expect(page.rows as unknown as LibraryDocumentRow[]).toEqual([
      expect.objectContaining({ id: v1.data.id, version: 2, version_count: 2, category: 'standard', file_name: 'ISO-14067-amd.pdf' }),
    ]);
  });

  it('is changed by platform administrators only: a role granted the buttons is refused before the upload is read', async () => {
    const before = await snapshot(db(), ctx().config.dataDir);
    expect(
      (await send('/rest/library/upload', reader, { category: 'standard' }, { filename: 'x.pdf', bytes: pdfOf('reader') })).status,
    ).toBe(403);
    expect((await send('/rest/library/upload', bare, { category: 'standard' }, { filename: 'x.pdf', bytes: pdfOf('bare') })).status).toBe(
      403,
    );
    expect((await get('/rest/library/detail?id=1', bare)).statusCode).toBe(403);
    expect(await snapshot(db(), ctx().config.dataDir)).toEqual(before);
  });

  it('refuses an unknown category, a disguised or oversized file, storing nothing', async () => {
    const before = await snapshot(db(), ctx().config.dataDir);
    expect(await send('/rest/library/upload', admin, { category: 'gossip' }, { filename: 'x.pdf', bytes: pdfOf('gossip') })).toMatchObject({
      status: 400,
      msg: 'The category gossip is not in the document category dictionary',
    });
    expect(await send('/rest/library/upload', admin, { category: 'report' }, { filename: 'x.pdf', bytes: DOCUMENTS.exe })).toMatchObject({
      status: 400,
    });
    const big = Buffer.concat([pdfOf('big'), Buffer.alloc(LIBRARY_MAX_BYTES, 0x20)]);
    expect(await send('/rest/library/upload', admin, { category: 'report' }, { filename: 'big.pdf', bytes: big })).toMatchObject({
      status: 400,
      msg: 'The file must not exceed 50 MB',
    });
    expect(await snapshot(db(), ctx().config.dataDir)).toEqual(before);
  });

  it('edits the details and deletes a document with every version file', async () => {
    const uploaded = await send(
      '/rest/library/upload',
      admin,
      { category: 'method' },
      { filename: 'PEF method.docx', bytes: DOCUMENTS.docx },
    );
    expect(uploaded.data).toMatchObject({ fileName: 'PEF method.docx', fileType: 'docx' });
    const id = uploaded.data.id;
    await send('/rest/library/version', admin, { documentId: String(id) }, { filename: 'PEF method 2.pdf', bytes: pdfOf('pef 2') });
    const edited = json(
      await ctx().app.inject({
        method: 'POST',
        url: '/rest/library/update',
        payload: { id, category: 'guide', title: 'PEF guide' },
        headers: { ...EN, authorization: admin },
      }),
    );
    expect(edited.code).toBe(200);
    const stored = (await db().select().from(libraryDocumentVersions).where(eq(libraryDocumentVersions.documentId, id))).map(
      (v) => v.storedFile,
    );
    expect(stored).toHaveLength(2);
    for (const name of stored) expect(fs.existsSync(path.join(libraryDir(), name))).toBe(true);
    const removed = json(
      await ctx().app.inject({ method: 'POST', url: '/rest/library/delete', payload: { id }, headers: { ...EN, authorization: admin } }),
    );
    expect(removed.code).toBe(200);
    for (const name of stored) expect(fs.existsSync(path.join(libraryDir(), name))).toBe(false);
    expect((await get(`/rest/library/detail?id=${id}`, admin)).statusCode).toBe(404);
    const log = await db().select().from(sysOperLog).where(eq(sysOperLog.object, LIBRARY_LOG_OBJECT)).orderBy(asc(sysOperLog.id));
    expect(log.map((l) => l.action)).toEqual(['create', 'update', 'create', 'update', 'update', 'delete']);
  });
});
