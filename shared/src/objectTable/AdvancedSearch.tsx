/**
 * The advanced search panel: rows of field + operator + value. Only searchable fields, only the
 * operators meaningful for the field's type, a value input of the field's type (a tag list for
 * in/notIn, nothing for isNull/isNotNull). Nothing is sent until every row is complete and valid.
 * In 'edit' mode (/system/access row conditions) the rows are the value of a form: they start from
 * `initialConditions`, may be none, and the form reads them through the ref's check().
 */
import { useImperativeHandle, useState, type Ref } from 'react';
import { Button, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ObjCondition, ObjFieldMeta, ObjOperator } from '../contracts';
import {
  checkConditions,
  operatorsFor,
  valueShapeOf,
  type CheckedConditions,
  type ConditionProblem,
  type DraftCondition,
  type ObjDictOption,
} from './objectApi';
import { OBJECT_TABLE_NS } from './objectTableLocales';

export interface AdvancedSearchHandle {
  /** Marks the incomplete rows and returns the conditions (problems empty when every row is valid). */
  check(): CheckedConditions;
}

export interface AdvancedSearchProps {
  fields: readonly ObjFieldMeta[];
  dictOptions: Readonly<Record<string, ObjDictOption[]>>;
  /** 'search' mode: the conditions to search with (none after clear). */
  onApply?(conditions: ObjCondition[]): void;
  /**
   * 'search' (default): one empty row to start, apply and clear buttons. 'edit': the rows are a
   * form's value: they start from initialConditions, may be none, and are read through ref.check().
   */
  mode?: 'search' | 'edit';
  initialConditions?: readonly ObjCondition[];
  /** Every change of the rows (edit mode: the form is now changed). */
  onDraftsChange?(): void;
  ref?: Ref<AdvancedSearchHandle>;
}

let nextKey = 1;
const newDraft = (): DraftCondition => ({ key: nextKey++ });

/** A datetime value as a datetime-local input shows it (local time, minutes). */
function localDateTime(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const local = new Date(time - new Date(time).getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A stored condition as an editable row. */
function draftOf(condition: ObjCondition, fields: readonly ObjFieldMeta[]): DraftCondition {
  const draft: DraftCondition = { key: nextKey++, field: condition.field, operator: condition.operator };
  const shape = valueShapeOf(condition.operator);
  if (shape === 'list') {
    const raw = condition.value;
    draft.values = Array.isArray(raw) ? raw.map((v) => String(v)) : raw === undefined || raw === null ? [] : String(raw).split(',');
  } else if (shape === 'single' && condition.value !== undefined && !Array.isArray(condition.value)) {
    const type = fields.find((f) => f.name === condition.field)?.type;
    draft.value = type === 'datetime' && typeof condition.value === 'string' ? localDateTime(condition.value) : condition.value;
  }
  return draft;
}

export function AdvancedSearch({
  fields,
  dictOptions,
  onApply,
  mode = 'search',
  initialConditions,
  onDraftsChange,
  ref,
}: AdvancedSearchProps) {
  const { t } = useTranslation([OBJECT_TABLE_NS, 'common']);
  const searchable = fields.filter((f) => f.searchable);
  const editing = mode === 'edit';
  const [drafts, setDrafts] = useState<DraftCondition[]>(() =>
    initialConditions && initialConditions.length > 0 ? initialConditions.map((c) => draftOf(c, fields)) : editing ? [] : [newDraft()],
  );
  const [problems, setProblems] = useState<Map<number, ConditionProblem>>(new Map());

  useImperativeHandle(ref, () => ({
    check: () => {
      const checked = checkConditions(drafts, fields);
      setProblems(checked.problems);
      return checked;
    },
  }));

  const changeDrafts = (change: (all: DraftCondition[]) => DraftCondition[]) => {
    setDrafts(change);
    onDraftsChange?.();
  };

  const update = (key: number, change: Partial<DraftCondition>) => {
    changeDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...change } : d)));
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
    if (checked.problems.size === 0) onApply?.(checked.conditions);
  };

  const clear = () => {
    setDrafts([newDraft()]);
    setProblems(new Map());
    onApply?.([]);
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
                onClick={() =>
                  changeDrafts((all) => (all.length === 1 && !editing ? [newDraft()] : all.filter((d) => d.key !== draft.key)))
                }
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
        <Button onClick={() => changeDrafts((all) => [...all, newDraft()])}>{t('addCondition')}</Button>
        {!editing && (
          <Button type="primary" onClick={apply}>
            {t('apply')}
          </Button>
        )}
        {!editing && <Button onClick={clear}>{t('clear')}</Button>}
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
