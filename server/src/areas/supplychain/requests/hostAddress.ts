/**
 * Where the platform may send a PACT call. Host and auth URLs are typed by company users and
 * callback URLs arrive in other hosts' events, so without a check the server would call whatever
 * address they name: its own loopback, the private network it runs in, a cloud metadata address.
 * Every name is resolved and each address must be public unicast; PACT_PRIVATE_HOSTS lets a test
 * bed or an intranet deployment call private addresses on purpose.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { refused } from '../../../http/errors';

/** Public unicast only: loopback, private, link-local, unique-local, multicast and reserved ranges are not. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Refuses (bilingual, naming the host) a URL whose host is or resolves to a non-public address. */
export async function requirePublicHost(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const { hostname, host } = new URL(url);
  const name = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(name) ? [name] : (await lookup(name, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    throw refused('pactHostUnreachable', { host, seconds: 0 });
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw refused('pactHostPrivate', { host });
}
