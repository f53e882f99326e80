/**
 * A directory node's name in a language: the English one where it has one, else the Chinese one
 * (a node created before names were bilingual, or written by hand). Every list that names a
 * category (factors, datasets, inventory lines, partner products) reads it through this.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../http/messages';
import { directoryNodes } from './tables';

export function directoryNameIn(language: Language): SQL<string> {
  return language === 'en'
    ? sql<string>`coalesce(nullif(trim(${directoryNodes.nameEn}), ''), ${directoryNodes.name})`
    : sql<string>`${directoryNodes.name}`;
}

/** The same choice for a row already read. */
export function nodeNameIn(language: Language, node: { name: string; nameEn: string | null }): string {
  return language === 'en' && node.nameEn && node.nameEn.trim() !== '' ? node.nameEn : node.name;
}
