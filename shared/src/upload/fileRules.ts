/**
 * Accepted-type and count rules of the upload component (SPEC §5).
 * An accepted type is an extension ('.xlsx' or 'xlsx'), a MIME type ('application/pdf') or a
 * MIME family ('image/*'); a file passes when its extension or its MIME type matches one.
 */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > -1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function matchesType(accepted: string, file: { name: string; type: string }): boolean {
  const rule = accepted.trim().toLowerCase();
  if (!rule) return false;
  if (rule.includes('/')) {
    const mime = file.type.toLowerCase();
    return rule.endsWith('/*') ? mime.startsWith(rule.slice(0, -1)) : mime === rule;
  }
  return extensionOf(file.name) === rule.replace(/^\./, '');
}

/** An empty list accepts everything. */
export function isAcceptedFile(file: { name: string; type: string }, accept: readonly string[]): boolean {
  return accept.length === 0 || accept.some((rule) => matchesType(rule, file));
}

/** The `accept` attribute of the file picker for the same list. */
export function pickerAccept(accept: readonly string[]): string | undefined {
  if (accept.length === 0) return undefined;
  return accept.map((rule) => (rule.includes('/') || rule.startsWith('.') ? rule : `.${rule}`)).join(',');
}

export interface CountCheck {
  limit: number;
  /** Files picked in this selection. */
  selected: number;
  /** Files already in the list. */
  existing: number;
}

export function exceedsLimit({ limit, selected, existing }: CountCheck): boolean {
  return selected + existing > limit;
}
