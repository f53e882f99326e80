/** Requests per second and p99 latency of GET /rest/getInfo for a signed-in administrator. */
import autocannon from 'autocannon';
import { API } from '../src/contracts';
import { signInByApi } from '../src/apiSession';

export interface ThroughputFigures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARM_UP_S = 2;

export async function measureGetInfo(baseUrl: string): Promise<ThroughputFigures> {
  const token = await signInByApi(baseUrl, 'admin', 'Admin@123456');
  const target = { url: baseUrl + API.getInfo, headers: { authorization: `Bearer ${token}` } };
  const probe = await fetch(target.url, { headers: target.headers });
  const envelope = (await probe.json()) as { code: number; msg: string };
  if (envelope.code !== 200) throw new Error(`GET ${API.getInfo} answered ${envelope.code} ${envelope.msg}`);

  // a short run first so JIT and connection pools are warm when the measured run starts
  await autocannon({ ...target, connections: CONNECTIONS, duration: WARM_UP_S });
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
