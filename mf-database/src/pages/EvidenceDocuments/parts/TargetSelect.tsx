/**
 * An item of the company an evidence document can support: a product, a dataset or a dataset item,
 * asked from the object API as the user types (at most 50 at a time, the most recently changed
 * first). For a platform administrator the company's items only.
 */
import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EvidenceTargetType } from '@pcf/shared';
import { DATABASE_NS } from '../../../locales';
import { targetApi, targetLabelOf } from '../api';

const SEARCH_DELAY_MS = 300;

interface Option {
  value: number;
  label: string;
}

export interface TargetSelectProps {
  targetType: EvidenceTargetType;
  /** Only this company's items (a platform administrator's upload); null: the caller's scope decides. */
  companyId: number | null;
  /** Set by Form.Item. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The label of a value chosen elsewhere (the item the screen was opened for). */
  knownOption?: Option;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; options: Option[] };

export function TargetSelect({
  targetType,
  companyId,
  value,
  onChange,
  knownOption,
  id,
  disabled,
  'aria-label': ariaLabel,
}: TargetSelectProps) {
  const { t } = useTranslation(DATABASE_NS);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  // typed text settles before it is asked
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (disabled) return;
    let active = true;
    setLoaded({ status: 'loading' });
    targetApi
      .options(targetType, companyId, query)
      .then((envelope) => {
        if (!active) return;
        if (envelope.code === 200 && envelope.data) {
          setLoaded({
            status: 'ready',
            options: envelope.data.rows.map((row) => ({ value: Number(row.id), label: targetLabelOf(targetType, row) })),
          });
        } else setLoaded({ status: 'failed' });
      })
      .catch(() => {
        if (active) setLoaded({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [targetType, companyId, query, disabled]);

  const options = useMemo(() => {
    const found = loaded.status === 'ready' ? loaded.options : [];
    // the chosen item stays labelled even when the search no longer lists it
    return knownOption && !found.some((o) => o.value === knownOption.value) ? [knownOption, ...found] : found;
  }, [loaded, knownOption]);

  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      allowClear
      disabled={disabled}
      loading={loaded.status === 'loading'}
      value={value ?? undefined}
      onChange={(chosen) => {
        setSearch('');
        onChange?.(chosen ?? null);
      }}
      placeholder={t(`evidence.target.placeholder.${targetType}`)}
      notFoundContent={
        loaded.status === 'loading'
          ? t('evidence.loading')
          : loaded.status === 'failed'
            ? t('evidence.target.loadFailed')
            : t('evidence.target.none')
      }
      options={options}
      style={{ minWidth: 240 }}
    />
  );
}
