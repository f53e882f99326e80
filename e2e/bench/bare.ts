/** Starts the bare Fastify + pg server (bareServer.ts) on a database and measures its two reads. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../src/freePort';

export interface BareServer {
  baseUrl: string;
  stop(): void;
}

export async function startBareServer(databaseUrl: string): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bareServer.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('bare server ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** Requests per second of one GET at `connections` connections, after a warm-up, as the product's figures are taken. */
export async function bareRequestsPerSec(url: string, connections: number, seconds: number): Promise<number> {
  const probe = await fetch(url);
  const body = (await probe.json()) as { code: number; data: unknown };
  if (body.code !== 200 || body.data === null) throw new Error(`the bare server answered ${JSON.stringify(body).slice(0, 200)}`);
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.errors + result.non2xx > 0) throw new Error(`the bare server failed ${result.errors + result.non2xx} requests`);
  return result.requests.average;
}
