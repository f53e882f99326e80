/** Starts one real server for every browser test; tests find it through PCF_E2E_BASE_URL. */
import { startServer, type RunningServer } from '../src/serverProcess';

declare global {
  // shared between globalSetup and globalTeardown, which run in the same process
  var pcfE2eServer: RunningServer | undefined;
}

export default async function globalSetup(): Promise<void> {
  const server = await startServer({ label: 'e2e' });
  globalThis.pcfE2eServer = server;
  process.env.PCF_E2E_BASE_URL = server.baseUrl;
}
