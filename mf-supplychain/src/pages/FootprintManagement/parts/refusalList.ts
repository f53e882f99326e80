/**
 * The server refuses a PACT file in one message: what is wrong with the file, then each failing field
 * (`<field>: <problem>`) joined by "; " (areas/supplychain footprints/import.ts). The screen lists the
 * fields one per line; a message naming fewer than two stays whole.
 */
export interface RefusalList {
  summary: string;
  problems: string[];
}

export function refusalList(message: string): RefusalList {
  const colon = /：|: /.exec(message);
  if (!colon) return { summary: message, problems: [] };
  const problems = message
    .slice(colon.index + colon[0].length)
    .split('; ')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (problems.length < 2) return { summary: message, problems: [] };
  return { summary: message.slice(0, colon.index), problems };
}
