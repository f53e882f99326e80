import './globalSetup';

export default async function globalTeardown(): Promise<void> {
  await globalThis.pcfE2eServer?.stop();
  globalThis.pcfE2eServer = undefined;
}
