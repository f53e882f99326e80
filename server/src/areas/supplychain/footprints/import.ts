/**
 * A PACT JSON file received from a supplier without an API (POST /rest/pact/footprint/import):
 * one ProductFootprint, a list of them, or a ListFootprints/GetFootprint answer ({ "data": ... }),
 * in v2.3 or v3.0. Each document is checked against its version's schema; a v2.3 one is then read
 * as v3.0 (v23.ts) and checked again. The refusal lists every failing field of every document by
 * its JSON pointer in the file (the envelope's `problems`).
 * Nothing is stored here: the documents go back to the caller (and to the supply chain requests,
 * which keep a received footprint with its request).
 */
import type { PactImportReply, PactProductFootprint, PactSpecVersion } from '@pcf/shared/contracts';
import { refused, refusedFields } from '../../../http/errors';
import { pactProblems, type FieldProblem } from '../pact/validation';
import { fromV23 } from './v23';

/** The file's documents, each with the JSON pointer of where it is in the file. */
function documentsIn(parsed: unknown): { documents: unknown[]; pointerOf: (index: number) => string } {
  const wrapped = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && 'data' in parsed;
  const inner = wrapped ? (parsed as { data: unknown }).data : parsed;
  const base = wrapped ? '/data' : '';
  if (Array.isArray(inner)) return { documents: inner, pointerOf: (index) => `${base}/${index}` };
  return { documents: [inner], pointerOf: () => base };
}

const versionOf = (document: unknown): PactSpecVersion | null => {
  const specVersion = document !== null && typeof document === 'object' ? (document as { specVersion?: unknown }).specVersion : undefined;
  if (typeof specVersion !== 'string') return null;
  if (/^2\.\d+/.test(specVersion)) return '2.3';
  if (/^3\.\d+/.test(specVersion)) return '3.0';
  return null;
};

/** The file's documents in v3.0, or a refusal listing each failing field. */
export function readPactFile(bytes: Buffer): PactImportReply {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw refused('pactFileNotJson');
  }
  const { documents, pointerOf } = documentsIn(parsed);
  if (documents.length === 0 || documents.some((d) => d === null || typeof d !== 'object')) throw refused('pactFileEmpty');
  const versions = documents.map(versionOf);
  const unknown = versions.findIndex((v) => v === null);
  if (unknown >= 0) {
    const specVersion = (documents[unknown] as { specVersion?: unknown }).specVersion;
    throw refused('pactSpecVersionUnknown', { index: unknown + 1, specVersion: typeof specVersion === 'string' ? specVersion : '' });
  }
  const located = (index: number, problems: FieldProblem[]): FieldProblem[] =>
    problems.map((p) => ({ ...p, field: `${pointerOf(index)}${p.field}` || '/' }));
  const problems: FieldProblem[] = [];
  const converted: PactProductFootprint[] = [];
  documents.forEach((document, index) => {
    const version = versions[index] as PactSpecVersion;
    const own = pactProblems(version, 'ProductFootprint', document);
    if (own.length > 0) {
      problems.push(...located(index, own));
      return;
    }
    const v3 = version === '2.3' ? fromV23(document as Record<string, unknown>) : document;
    const after = pactProblems('3.0', 'ProductFootprint', v3);
    if (after.length > 0) problems.push(...located(index, after));
    else converted.push(v3 as PactProductFootprint);
  });
  const fileVersion = versions.includes('2.3') ? '2.3' : '3.0';
  if (problems.length > 0) throw refusedFields('pactDocumentRefused', { version: fileVersion, count: problems.length }, problems);
  return { specVersion: fileVersion, documents: converted };
}
