/**
 * The companies a platform administrator chooses among (GET /system/company/options): everyone
 * for platform administrators, only their own for anyone else (the server decides). Names come in
 * the caller's language, so they are asked again when it changes; nothing is asked when `enabled`
 * is false. Says when the call failed, so a screen can tell "none" from "could not load".
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyEndpoints } from '../contracts';
import type { CompanyOption } from '../contracts';
import { callEnvelope } from '../http';

export interface CompanyOptionsState {
  value: CompanyOption[];
  loading: boolean;
  failed: boolean;
}

export function useCompanyOptions(enabled = true): CompanyOptionsState & { nameOf(id: number): string | undefined } {
  const { i18n } = useTranslation();
  const [state, setState] = useState<CompanyOptionsState>({ value: [], loading: enabled, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    setState((s) => ({ ...s, loading: true }));
    callEnvelope(companyEndpoints.options, undefined, { silent: true })
      .then((envelope) => {
        if (!active) return;
        const ok = envelope.code === 200 && Array.isArray(envelope.data);
        setState({ value: ok ? (envelope.data ?? []) : [], loading: false, failed: !ok });
      })
      .catch(() => {
        if (active) setState({ value: [], loading: false, failed: true });
      });
    return () => {
      active = false;
    };
  }, [enabled, i18n.language]);
  const names = useMemo(() => new Map(state.value.map((c) => [c.id, c.name])), [state.value]);
  const nameOf = useCallback((companyId: number) => names.get(companyId), [names]);
  return { ...state, nameOf };
}
