/**
 * The advanced search panel: rows of field + operator + value. Only searchable fields, only the
 * operators meaningful for the field's type, a value input of the field's type (a tag list for
 * in/notIn, nothing for isNull/isNotNull). Nothing is sent until every row is complete and valid.
 */
import { useState } from 'react';
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ObjCondition, ObjFieldMeta, ObjOperator } from '../contracts';
import { checkConditions, operatorsFor, valueShapeOf, type ConditionProblem, type DraftCondition, type ObjDictOption } from './objectApi';
import { OBJECT_TABLE_NS } from './objectTableLocales';

export interface AdvancedSearchProps {
  fields: readonly ObjFieldMeta[];
  dictOptions: Readonly<Record<string, ObjDictOption[]>>;
  onApply(conditions: ObjCondition[]): void;
}

let nextKey = 1;
const newDraft = (): DraftCondition => ({ key: nextKey++ });

export function AdvancedSearch({ fields, dictOptions, onApply }: AdvancedSearchProps) {
  const { t } = useTranslation([OBJECT_TABLE_NS, 'common']);
  const searchable = fields.filter((f) => f.searchable);
  const [drafts, setDrafts] = useState<DraftCondition[]>(() => [newDraft()]);
  const [problems, setProblems] = useState<Map<number, ConditionProblem>>(new Map());

  const update = (key: number, change: Partial<DraftCondition>) => {
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));
    setProblems((all) => {
      if (!all.has(key)) return all;
      const next = new Map(all);
      next.delete(key);
      return next;
    });
  };

  const apply = () => {
    const checked = checkConditions(drafts, fields);
    setProblems(checked.problems);
    if (checked.problems.size === 0) onApply(checked.conditions);
  };

  const clear = () => {
    setDrafts([newDraft()]);
    setProblems(new Map());
    onApply([]);
  };

  return (
    <div className="pcf-object-table__advanced" role="group" aria-label={t('advancedSearch')}>
      {drafts.map((draft, index) => {
        const field = searchable.find((f) => f.name === draft.field);
        const problem = problems.get(draft.key);
        const rowLabel = `${t('advancedSearch')} ${index + 1}`;
        return (
          <div key={draft.key} className="pcf-object-table__condition">
            <Space wrap align="start">
              <Select
                aria-label={`${rowLabel} ${t('field')}`}
                placeholder={t('field')}
                style={{ width: 180 }}
                status={problem === 'fieldRequired' ? 'error' : undefined}
                value={draft.field}
                options={searchable.map((f) => ({ value: f.name, label: f.label }))}
                onChange={(name: string) => update(draft.key, { field: name, operator: undefined, value: undefined, values: undefined })}
              />
              <Select
                aria-label={`${rowLabel} ${t('operator')}`}
                placeholder={t('operator')}
                style={{ width: 150 }}
                status={problem === 'operatorRequired' ? 'error' : undefined}
                disabled={!field}
                value={draft.operator}
                options={(field ? operatorsFor(field.type) : []).map((op) => ({ value: op, label: t(`op.${op}`) }))}
                onChange={(operator: ObjOperator) => update(draft.key, { operator })}
              />
              <ValueInput
                label={`${rowLabel} ${t('value')}`}
                field={field}
                draft={draft}
                options={field?.dictType ? dictOptions[field.dictType] : undefined}
                invalid={problem === 'valueRequired' || problem === 'valueInvalid' || problem === 'tooManyValues'}
                onChange={(change) => update(draft.key, change)}
              />
              <Button
                aria-label={`${t('removeCondition')} ${index + 1}`}
                onClick={() => setDrafts((all) => (all.length === 1 ? [newDraft()] : all.filter((d) => d.key !== draft.key)))}
              >
                {t('removeCondition')}
              </Button>
            </Space>
            {problem && (
              <Typography.Text type="danger" role="alert" className="pcf-object-table__problem">
                {t(problem)}
              </Typography.Text>
            )}
          </div>
        );
      })}
      <Space>
        <Button onClick={() => setDrafts((all) => [...all, newDraft()])}>{t('addCondition')}</Button>
        <Button type="primary" onClick={apply}>
          {t('apply')}
        </Button>
        <Button onClick={clear}>{t('clear')}</Button>
      </Space>
    </div>
  );
}

interface ValueInputProps {
  label: string;
  field: ObjFieldMeta | undefined;
  draft: DraftCondition;
  options: ObjDictOption[] | undefined;
  invalid: boolean;
  onChange(change: Partial<DraftCondition>): void;
}

function ValueInput({ label, field, draft, options, invalid, onChange }: ValueInputProps) {
  const { t } = useTranslation([OBJECT_TABLE_NS, 'common']);
  const status = invalid ? 'error' : undefined;
  const shape = draft.operator ? valueShapeOf(draft.operator) : 'single';
  const width = { width: 240 };
  if (!field || !draft.operator || shape === 'none') {
    return <Input aria-label={label} style={width} disabled placeholder={draft.operator ? t('noValue') : t('value')} />;
  }
  const choices =
    field.type === 'boolean'
      ? [
          { value: 'true', label: t('trueText') },
          { value: 'false', label: t('falseText') },
        ]
      : options?.map((o) => ({ value: o.value, label: o.label }));
  if (shape === 'list') {
    return (
      <Select
        aria-label={label}
        mode={choices ? 'multiple' : 'tags'}
        style={width}
        status={status}
        placeholder={t('values')}
        tokenSeparators={[',', '，']}
        open={choices ? undefined : false}
        options={choices}
        value={draft.values ?? []}
        onChange={(values: string[]) => onChange({ values })}
      />
    );
  }
  if (choices) {
    return (
      <Select
        aria-label={label}
        style={width}
        status={status}
        placeholder={t('value')}
        options={choices}
        value={draft.value === undefined || draft.value === null ? undefined : String(draft.value)}
        onChange={(value: string) => onChange({ value })}
      />
    );
  }
  if (field.type === 'integer' || field.type === 'number') {
    return (
      <InputNumber
        aria-label={label}
        style={width}
        status={status}
        placeholder={t('value')}
        precision={field.type === 'integer' ? 0 : undefined}
        value={typeof draft.value === 'number' ? draft.value : null}
        onChange={(value) => onChange({ value: value ?? undefined })}
      />
    );
  }
  const htmlType = field.type === 'date' ? 'date' : field.type === 'datetime' ? 'datetime-local' : 'text';
  return (
    <Input
      aria-label={label}
      type={htmlType}
      style={width}
      status={status}
      placeholder={t('value')}
      maxLength={field.maxLength ?? undefined}
      value={draft.value === undefined || draft.value === null ? '' : String(draft.value)}
      onChange={(event) => onChange({ value: event.target.value })}
      onPressEnter={(event) => event.preventDefault()}
    />
  );
}
