/**
 * Backup and restore keep the dataset and document tables and every stored file, whichever file
 * store the installation uses: the disk under DATA_DIR/files or an S3-compatible bucket (here a
 * real one, in the process).
 */
import { BACKUP_ARCHIVE_FIELD, BACKUP_CONFIRM_FIELD } from '@pcf/shared/contracts';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateGeneralDatasetRequest } from '@pcf/shared/contracts';
import { createTestApp, databaseKinds, json, login, PASSWORDS, type TestContext } from '../../testing/testApp';
import { tableState } from '../../testing/databaseSnapshot';
import type { ObjectStore } from '../files/store';
import { configuredStore } from '../files/configured';
import { localS3, type LocalS3 } from '../files/localS3.fixture';
import { multipartBody, pdfOf, pngOf, DOCUMENTS } from '../files/documents.fixture';
import { enterprise, PRODUCT, saveObject, savedId } from '../datasets/companies.fixture';

const NEW_TABLES = [
  'company_products',
  'company_datasets',
  'company_dataset_items',
  'evidence_documents',
  'evidence_links',
  'general_datasets',
  'general_dataset_exchanges',
  'library_documents',
  'library_document_versions',
  'inventory_templates',
  'inventory_template_lines',
  'inventory_lines',
  'inventory_line_evidence',
];
const GRID_FACTOR = sql`select id from emission_factors where code = 'CN-GRID-2022-AVG'`;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function filesOf(store: ObjectStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const key of await store.list()) out[key] = sha((await store.get(key)) as Buffer);
  return out;
}

async function upload(
  app: FastifyInstance,
  url: string,
  token: string,
  fields: Record<string, string>,
  file: { filename: string; bytes: Buffer },
) {
  const body = multipartBody(fields, file);
  const answer = json<{ id: number }>(
    await app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization: token } }),
  );
  if (answer.code !== 200) throw new Error(`${url}: ${answer.msg}`);
  return answer.data.id;
}

const STORES: readonly { name: string; s3: boolean }[] = [
  { name: 'the disk', s3: false },
  { name: 'an S3-compatible bucket', s3: true },
];

for (const kind of databaseKinds()) {
  for (const { name, s3 } of STORES) {
    describe(`backup and restore with files in ${name} [${kind}]`, () => {
      let server: LocalS3 | null = null;
      let source: TestContext;
      let target: TestContext;
      let sourceFiles: ObjectStore;
      let targetFiles: ObjectStore;

      beforeAll(async () => {
        server = s3 ? await localS3() : null;
        // two installations, each its own prefix of one bucket
        source = await createTestApp(kind, {}, server ? { files: () => (server as LocalS3).store(`source-${kind}/`) } : {});
        target = await createTestApp(kind, {}, server ? { files: () => (server as LocalS3).store(`target-${kind}/`) } : {});
        sourceFiles = server ? server.store(`source-${kind}/`) : configuredStore(source.config);
        targetFiles = server ? server.store(`target-${kind}/`) : configuredStore(target.config);
      }, 240_000);

      afterAll(async () => {
        await source?.close();
        await target?.close();
        await server?.close();
      });

      it('archives the new tables and every file, and restores both into another installation', async () => {
        const app = source.app;
        const admin = await login(app, 'admin', PASSWORDS.admin);
        const company = await enterprise(app, source.database.db, `backup_${s3 ? 's3' : 'disk'}`);
        const product = savedId(await saveObject(app, company.token, 'pcf_company_product', PRODUCT));
        const dataset = savedId(await saveObject(app, company.token, 'pcf_company_dataset', { name: 'Plant', year: 2024 }));
        await saveObject(app, company.token, 'pcf_company_dataset_item', {
          dataset_id: dataset,
          kind: 'activity',
          name: 'Glass',
          value: 3,
          unit_id: 1,
          data_type: 'primary',
        });
        const evidence = await upload(
          app,
          '/rest/evidence/upload',
          company.token,
          { targetType: 'product', targetId: String(product) },
          { filename: 'cert.pdf', bytes: pdfOf('backed up') },
        );
        await upload(app, '/rest/evidence/upload', company.token, {}, { filename: 'photo.png', bytes: pngOf(3) });
        const library = await upload(
          app,
          '/rest/library/upload',
          admin,
          { category: 'standard' },
          { filename: 'iso.pdf', bytes: pdfOf('library') },
        );
        await upload(app, '/rest/library/version', admin, { documentId: String(library) }, { filename: 'iso.docx', bytes: DOCUMENTS.docx });
        const [grid] = ((await source.database.db.execute(GRID_FACTOR)) as unknown as { rows: { id: number }[] }).rows;
        const general: CreateGeneralDatasetRequest = {
          code: 'GDS-BACKUP',
          nameZh: '备份',
          nameEn: 'Backup',
          unit: 'kg',
          categoryId: null,
          region: 'CN',
          year: 2024,
          source: 'test',
          exchanges: [{ factorId: grid.id, quantity: 2, unit: 'kWh' }],
        };
        expect(
          json(
            await app.inject({ method: 'POST', url: '/rest/generalDataset/create', payload: general, headers: { authorization: admin } }),
          ).code,
        ).toBe(200);
        // an inventory line of the company's project with its evidence (the templates are seeded)
        const [kWp] = (
          (await source.database.db.execute(sql`select id from units where code = 'kWp'`)) as unknown as { rows: { id: number }[] }
        ).rows;
        const [kWh] = (
          (await source.database.db.execute(sql`select id from units where code = 'kWh'`)) as unknown as { rows: { id: number }[] }
        ).rows;
        const [reviewer] = (
          (await source.database.db.execute(sql`select id from users where account = 'reviewer'`)) as unknown as { rows: { id: number }[] }
        ).rows;
        const project = json<{ id: number }>(
          await app.inject({
            method: 'POST',
            url: '/rest/project/create',
            headers: { authorization: admin },
            payload: {
              companyId: company.companyId,
              code: 'BK-1',
              name: 'Backup',
              productModel: 'M',
              technology: 'topcon',
              ratedPowerWp: 600,
              areaM2: 2.5,
              massKg: 30,
              standard: 'iso_14067',
              boundary: 'cradle_to_gate',
              declaredUnitId: kWp.id,
              periodStart: '2025-01-01',
              periodEnd: '2025-12-31',
              gwpSet: 'AR6',
              accountantId: company.userId,
              reviewerId: reviewer.id,
            },
          }),
        );
        expect(project.code).toBe(200);
        const [gridVersion] = (
          (await source.database.db.execute(
            sql`select current_version_id as id from emission_factors where code = 'CN-GRID-2022-AVG'`,
          )) as unknown as { rows: { id: number }[] }
        ).rows;
        const line = {
          stage: 'production',
          description: 'Electricity',
          quantity: 12,
          unitId: kWh.id,
          sourceKind: 'factor',
          factorId: grid.id,
          factorVersionId: gridVersion.id,
          dataType: 'primary',
          evidenceIds: [evidence],
        };
        expect(
          json(
            await app.inject({
              method: 'POST',
              url: '/rest/inventory/line/save',
              payload: { projectId: project.data.id, line },
              headers: { authorization: admin },
            }),
          ).code,
        ).toBe(200);
        const files = await filesOf(sourceFiles);
        expect(Object.keys(files).filter((k) => k.startsWith('evidence/'))).toHaveLength(2);
        expect(Object.keys(files).filter((k) => k.startsWith('library/'))).toHaveLength(2);

        const backup = await app.inject({ method: 'GET', url: '/rest/backupAndRestore/backup', headers: { authorization: admin } });
        expect(backup.statusCode).toBe(200);

        // the target holds a file of its own that the restore must remove
        await targetFiles.put('evidence/0123456789abcdef0123456789abcdef.pdf', pdfOf('stale'), 'application/pdf');
        const targetAdmin = await login(target.app, 'admin', PASSWORDS.admin);
        const body = multipartBody(
          { [BACKUP_CONFIRM_FIELD]: 'true' },
          { field: BACKUP_ARCHIVE_FIELD, filename: 'backup.tar.gz', bytes: backup.rawPayload },
        );
        const restored = await target.app.inject({
          method: 'POST',
          url: '/rest/backupAndRestore/restore',
          payload: body.payload,
          headers: { ...body.headers, authorization: targetAdmin },
        });
        expect(json(restored).code).toBe(200);

        for (const table of NEW_TABLES) {
          const [before, after] = [
            await tableState(source.database.db, 'public', table),
            await tableState(target.database.db, 'public', table),
          ];
          expect(`${table} ${after.rows} ${after.md5}`).toBe(`${table} ${before.rows} ${before.md5}`);
          expect(before.rows).toBeGreaterThan(0);
        }
        expect(await filesOf(targetFiles)).toEqual(files);
        const token = json<{ token: string }>(restored).data.token;
        const file = await target.app.inject({
          method: 'GET',
          url: `/rest/evidence/file?id=${evidence}`,
          headers: { authorization: token },
        });
        expect(file.statusCode).toBe(200);
        expect(sha(file.rawPayload)).toBe(sha(pdfOf('backed up')));
      }, 120_000);
    });
  }
}
