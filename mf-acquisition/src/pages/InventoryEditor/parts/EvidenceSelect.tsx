/**
 * The evidence documents supporting a line: a multi-select searching the company's documents
 * (pcf_evidence_document through the object API, which keeps them to the user's company) by title
 * or file name. New documents are uploaded on the evidence page of the footprint database, linked
 * beside the select.
 */
import { useEffect, useRef, useState } from 'react';
import { Select, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { INVENTORY_EVIDENCE_MAX } from '@pcf/shared';
import { ACQUISITION_NS } from '../../../locales';
import { EVIDENCE_PAGE_PATH } from '../../../parts/paths';
import { searchEvidence } from '../api';
import type { EvidenceChoice } from '../lines';

const SEARCH_DELAY_MS = 300;

export interface EvidenceSelectProps {
  value?: EvidenceChoice[];
  onChange?: (evidence: EvidenceChoice[]) => void;
  id?: string;
  status?: 'error' | 'warning';
}

export function EvidenceSelect({ value = [], onChange, id, status }: EvidenceSelectProps) {
  const { t } = useTranslation(ACQUISITION_NS);
  const [found, setFound] = useState<EvidenceChoice[]>([]);
  const [searching, setSearching] = useState(false);
  const [searched, setSearched] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const call = ++latest.current;
    setSearching(true);
    timer.current = setTimeout(() => {
      void searchEvidence(text).then((rows) => {
        if (call !== latest.current) return;
        setFound(
          rows.flatMap((row) => {
            const docId = Number(row.id);
            if (!Number.isInteger(docId) || docId < 1) return [];
            const title = typeof row.title === 'string' && row.title !== '' ? row.title : String(row.file_name ?? docId);
            return [{ id: docId, title }];
          }),
        );
        setSearching(false);
        setSearched(true);
      });
    }, SEARCH_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  // the chosen documents stay named whatever the latest search found
  const listed = [...value, ...found.filter((doc) => !value.some((v) => v.id === doc.id))];
  const options = listed.map((doc) => ({ value: doc.id, label: doc.title, doc }));

  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <Select<number[], (typeof options)[number]>
        id={id}
        mode="multiple"
        allowClear
        status={status}
        value={value.map((v) => v.id)}
        maxCount={INVENTORY_EVIDENCE_MAX}
        placeholder={t('inventory.evidence.placeholder')}
        showSearch={{ filterOption: false, onSearch: search }}
        onOpenChange={(open) => {
          if (open && !searched) search('');
        }}
        notFoundContent={searching ? <Spin size="small" /> : t('inventory.evidence.nothingFound')}
        options={options}
        onChange={(_ids, chosen) => onChange?.((Array.isArray(chosen) ? chosen : []).map((option) => option.doc))}
        style={{ width: '100%' }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('inventory.evidence.uploadHint')} <Link to={EVIDENCE_PAGE_PATH}>{t('inventory.evidence.uploadLink')}</Link>
      </Typography.Text>
    </Space>
  );
}
