/**
 * A dictionary's options (GET /rest/dict/options) in the reader's language, asked again when the
 * language changes. `fallback` (a package's own labels of values fixed by code) stands in while it
 * loads and when the dictionary has none or its call fails; `failed` is true only when nothing is
 * offered at all.
 */
import { useMemo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { objectApi } from '../objectTable/objectApi';
import type { ObjDictOption } from '../objectTable/objectApi';
import type { Loaded } from './loaded';

const NONE: readonly ObjDictOption[] = [];

export function useDictOptions(dictType: string, fallback: readonly ObjDictOption[] = NONE): Loaded<ObjDictOption[]> {
  const { i18n } = useTranslation();
  const [state, setState] = useState<{ value: ObjDictOption[] | null; loading: boolean; failed: boolean }>({
    value: null,
    loading: true,
    failed: false,
  });
  useEffect(() => {
    let active = true;
    objectApi
      .dictOptions(dictType)
      .then((envelope) => {
        if (!active) return;
        const ok = envelope.code === 200 && Array.isArray(envelope.data) && envelope.data.length > 0;
        setState({ value: ok ? (envelope.data ?? []) : null, loading: false, failed: !ok });
      })
      .catch(() => {
        if (active) setState({ value: null, loading: false, failed: true });
      });
    return () => {
      active = false;
    };
    // the dictionary answers in the caller's language: asked again when it changes
  }, [dictType, i18n.language]);
  const value = useMemo(() => state.value ?? [...fallback], [state.value, fallback]);
  return { value, loading: state.loading, failed: state.failed && value.length === 0 };
}
