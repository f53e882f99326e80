/**
 * Prepares a data directory for the PACT conformance run (scripts/pact-conformance.sh): migrates
 * and seeds it as the server does, then, through the server's own routes (in process, before the
 * server itself starts on it), has the demo company publish two study reports, share them as PACT
 * footprints and get one PACT client, set to answer requests automatically (the suite's cases 12 to
 * 14 wait for the answers). With CONFORMANCE_HOST_URL, the suite's own service is registered as the
 * company's PACT host with the suite's published test credentials, so the answers carry its token.
 * Prints the client's id and secret as JSON on the last line.
 *
 *   DATA_DIR=<dir> PUBLIC_URL=https://localhost:<port> CAPTCHA=off [PACT_SECRET_KEY=… CONFORMANCE_HOST_URL=…] \
 *     npx tsx scripts/pactConformanceSeed.ts
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { CreatedPactClient, PactFootprintDetail, SupplyPartner } from '@pcf/shared/contracts';
import { pactEndpoints, supplyChainEndpoints } from '@pcf/shared/contracts';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { prepareDatabase } from '../src/seed/prepare';
import { buildApp } from '../src/app';
import { companies, users } from '../src/schema';
import { DEMO_COMPANY } from '../src/seed';
import { json, login } from '../src/testing/testApp';
import { publishedReport } from '../src/areas/supplychain/publishedReport.fixture';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'db') });
  await prepareDatabase(database, config);
  // no TLS here: the routes are called in process, and the PACT API is not used
  const app = await buildApp({ config: { ...config, tls: null, pactHttpsOnly: false }, database, logger: false });
  await app.ready();
  const db = database.db;
  const idOf = async (account: string) => (await db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0].id;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY.name));
  const people = {
    companyId: company.id,
    accountantId: await idOf('demo'),
    reviewerId: await idOf('reviewer'),
    admin: await login(app, 'admin', config.adminPassword),
    accountant: await login(app, 'demo', config.demoPassword),
    reviewer: await login(app, 'reviewer', config.reviewPassword),
  };
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const answer = json<T>(await app.inject({ method: 'POST', url, payload, headers: { authorization: people.admin } }));
    if (answer.code !== 200) throw new Error(`${url}: ${answer.msg}`);
    return answer.data;
  };
  const stamp = Date.now().toString(36).toUpperCase();
  const first = await publishedReport(app, db, people, { code: `PACT-${stamp}-1`, productModel: 'PV-610', declaredUnit: 'piece' });
  const second = await publishedReport(app, db, people, { code: `PACT-${stamp}-2`, productModel: 'PV-700', declaredUnit: 'kWp' });
  for (const report of [first, second]) await post<PactFootprintDetail>(pactEndpoints.create.url, { reportId: report.reportId });
  const client = await post<CreatedPactClient>(pactEndpoints.createClient.url, {
    label: 'PACT conformance run',
    companyId: company.id,
    autoAnswer: true,
  });
  const suiteUrl = process.env.CONFORMANCE_HOST_URL;
  if (suiteUrl) {
    // the credentials the suite's FAQ publishes for calling back its service
    await post<SupplyPartner>(supplyChainEndpoints.addHost.url, {
      name: 'PACT conformance service',
      baseUrl: suiteUrl,
      clientId: 'test_client_id',
      clientSecret: 'test_client_secret',
      companyId: company.id,
    });
  }
  await app.close();
  await database.close();
  console.log(JSON.stringify({ clientId: client.client.clientId, clientSecret: client.clientSecret }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
