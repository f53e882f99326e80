/**
 * Where the platform may send a PACT call. Host and auth URLs are typed by company users and
 * callback URLs arrive in other hosts' events, so without a check the server would call whatever
 * address they name: its own loopback, the private network it runs in, a cloud metadata address.
 * Every name is resolved and each address must be public unicast; PACT_PRIVATE_HOSTS lets a test
 * bed or an intranet deployment call private addresses on purpose. The check runs twice: before
 * the call (a refusal naming the host) and again when the connection resolves the name
 * (publicOnlyLookup), so a name that answers a public address first and a private one next (DNS
 * rebinding) cannot slip through between the two lookups.
 */
import dns, { type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
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

/** Marks the connection-time refusal, told apart from an unreachable host. */
export const PRIVATE_ADDRESS_CODE = 'EPACTPRIVATE';

/** A net.connect lookup that resolves the name once and refuses it unless every address is public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, found) => {
    if (error) return callback(error, '', 0);
    const addresses = found as unknown as LookupAddress[];
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      const refusal = Object.assign(new Error(`${hostname} resolves to a private or local address`), { code: PRIVATE_ADDRESS_CODE });
      return callback(refusal, '', 0);
    }
    if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};
