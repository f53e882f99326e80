/**
 * The study settings as the wizard's form holds them: which fields each step has (the contract's
 * order), the rules each field is checked by (the server checks them again), and the settings a
 * save sends.
 */
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import {
  CUT_OFF_PERCENT_MAX,
  FOOTPRINT_GOAL_MAX,
  FOOTPRINT_SCOPE_MAX,
  MODULE_COUNT_MAX,
  MONTE_CARLO_MAX,
  MONTE_CARLO_MIN,
  PROJECT_QUANTITY_MAX,
  declaredQuantityOf,
  toScientific,
} from '@pcf/shared';
import type { StudySettings, StudySettingsReply } from '@pcf/shared';

export type SettingsField = keyof StudySettings;

export const WIZARD_STEPS = ['goal', 'unit', 'boundary', 'allocation', 'cutOff', 'gwp', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_FIELDS: Readonly<Record<WizardStep, readonly SettingsField[]>> = {
  goal: ['goal', 'scope'],
  unit: ['declaredUnitId', 'moduleCount', 'declaredQuantity'],
  boundary: ['boundary'],
  allocation: ['allocationMethod', 'allocationProduct', 'allocationTotal'],
  cutOff: ['cutOffEnabled', 'cutOffLinePercent', 'cutOffTotalPercent'],
  gwp: ['gwpSet', 'monteCarloIterations', 'monteCarloSeed'],
  review: [],
};

/** The step that holds a field (the review step for none). */
export function stepOf(field: string | number | undefined): number {
  const index = WIZARD_STEPS.findIndex((step) => (STEP_FIELDS[step] as readonly (string | number | undefined)[]).includes(field));
  return index === -1 ? WIZARD_STEPS.length - 1 : index;
}

/** A seed is a non-negative whole number JavaScript holds exactly. */
export const SEED_MAX = Number.MAX_SAFE_INTEGER;

type Values = Partial<Record<SettingsField, unknown>>;
type FieldRules = Readonly<Partial<Record<SettingsField, Rule[]>>>;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const blank = (value: unknown): boolean => value === null || value === undefined || value === '';
const check = (ok: boolean, text: string): Promise<void> => (ok ? Promise.resolve() : Promise.reject(new Error(text)));

/** Every field's rules, in the reader's language. */
export function settingsRules(t: TFunction): FieldRules {
  const rule = (key: string, options?: Record<string, unknown>) => t(`footprint.rules.${key}`, options);
  const allocated = (getFieldValue: (name: SettingsField) => unknown) => getFieldValue('allocationMethod') !== 'none';
  const cutOff = (field: 'cutOffLinePercent' | 'cutOffTotalPercent'): Rule[] => [
    ({ getFieldValue }) => ({
      validator: (_, value: unknown) => {
        if (getFieldValue('cutOffEnabled') !== true) return Promise.resolve();
        if (blank(value)) return check(false, rule('required', { field: t(`footprint.settings.${field}`) }));
        if (!(isNumber(value) && value >= 0 && value <= CUT_OFF_PERCENT_MAX))
          return check(false, rule('cutOffRange', { max: CUT_OFF_PERCENT_MAX }));
        const total = getFieldValue('cutOffTotalPercent');
        // what one line may weigh cannot exceed what all left-out lines may weigh together
        return check(field === 'cutOffTotalPercent' || !isNumber(total) || value <= total, rule('lineOverTotal'));
      },
    }),
  ];

  return {
    goal: [
      { required: true, whitespace: true, message: rule('required', { field: t('footprint.settings.goal') }) },
      { max: FOOTPRINT_GOAL_MAX, message: rule('tooLong', { max: FOOTPRINT_GOAL_MAX }) },
    ],
    scope: [
      { required: true, whitespace: true, message: rule('required', { field: t('footprint.settings.scope') }) },
      { max: FOOTPRINT_SCOPE_MAX, message: rule('tooLong', { max: FOOTPRINT_SCOPE_MAX }) },
    ],
    declaredUnitId: [{ required: true, message: rule('choose', { field: t('footprint.settings.declaredUnitId') }) }],
    moduleCount: [
      { required: true, message: rule('required', { field: t('footprint.settings.moduleCount') }) },
      {
        validator: (_, value: unknown) =>
          blank(value)
            ? Promise.resolve()
            : check(
                isNumber(value) && Number.isInteger(value) && value >= 1 && value <= MODULE_COUNT_MAX,
                rule('moduleCount', { max: MODULE_COUNT_MAX }),
              ),
      },
    ],
    declaredQuantity: [
      { required: true, message: rule('required', { field: t('footprint.settings.declaredQuantity') }) },
      {
        validator: (_, value: unknown) =>
          blank(value)
            ? Promise.resolve()
            : check(
                isNumber(value) && value > 0 && value <= PROJECT_QUANTITY_MAX,
                rule('quantityRange', { max: toScientific(PROJECT_QUANTITY_MAX) }),
              ),
      },
    ],
    boundary: [{ required: true, message: rule('choose', { field: t('footprint.settings.boundary') }) }],
    allocationMethod: [{ required: true, message: rule('choose', { field: t('footprint.settings.allocationMethod') }) }],
    allocationProduct: [
      ({ getFieldValue }) => ({
        validator: (_, value: unknown) => {
          if (!allocated(getFieldValue)) return Promise.resolve();
          if (blank(value)) return check(false, rule('required', { field: t('footprint.settings.allocationProduct') }));
          return check(isNumber(value) && value > 0, rule('positive'));
        },
      }),
    ],
    allocationTotal: [
      ({ getFieldValue }) => ({
        validator: (_, value: unknown) => {
          if (!allocated(getFieldValue)) return Promise.resolve();
          if (blank(value)) return check(false, rule('required', { field: t('footprint.settings.allocationTotal') }));
          if (!(isNumber(value) && value > 0)) return check(false, rule('positive'));
          const product = getFieldValue('allocationProduct');
          // the product is part of the shared production: its share is at most 1
          return check(!isNumber(product) || product <= value, rule('productOverTotal'));
        },
      }),
    ],
    cutOffLinePercent: cutOff('cutOffLinePercent'),
    cutOffTotalPercent: cutOff('cutOffTotalPercent'),
    gwpSet: [{ required: true, message: rule('choose', { field: t('footprint.settings.gwpSet') }) }],
    monteCarloIterations: [
      { required: true, message: rule('required', { field: t('footprint.settings.monteCarloIterations') }) },
      {
        validator: (_, value: unknown) =>
          blank(value)
            ? Promise.resolve()
            : check(
                isNumber(value) && Number.isInteger(value) && (value === 0 || (value >= MONTE_CARLO_MIN && value <= MONTE_CARLO_MAX)),
                rule('iterations', { min: MONTE_CARLO_MIN, max: MONTE_CARLO_MAX }),
              ),
      },
    ],
    monteCarloSeed: [
      { required: true, message: rule('required', { field: t('footprint.settings.monteCarloSeed') }) },
      {
        validator: (_, value: unknown) =>
          blank(value)
            ? Promise.resolve()
            : check(isNumber(value) && Number.isInteger(value) && value >= 0 && value <= SEED_MAX, rule('seed', { max: SEED_MAX })),
      },
    ],
  };
}

/** The settings a save sends: the form's values, allocation amounts dropped when there is no allocation. */
export function toSettings(values: Values, fallback: StudySettings): StudySettings {
  const pick = <K extends SettingsField>(key: K): StudySettings[K] =>
    blank(values[key]) ? fallback[key] : (values[key] as StudySettings[K]);
  // a number left empty where it is not checked (a cut-off limit while the cut-off is off) keeps the loaded one
  const num = (
    key: 'declaredQuantity' | 'moduleCount' | 'cutOffLinePercent' | 'cutOffTotalPercent' | 'monteCarloIterations' | 'monteCarloSeed',
  ): number => {
    const value = values[key];
    return isNumber(value) ? value : fallback[key];
  };
  const method = pick('allocationMethod');
  const amount = (key: 'allocationProduct' | 'allocationTotal'): number | null => {
    const value = values[key];
    return method === 'none' || !isNumber(value) ? null : value;
  };
  return {
    goal: String(pick('goal')).trim(),
    scope: String(pick('scope')).trim(),
    declaredUnitId: pick('declaredUnitId'),
    declaredQuantity: num('declaredQuantity'),
    moduleCount: num('moduleCount'),
    boundary: pick('boundary'),
    allocationMethod: method,
    allocationProduct: amount('allocationProduct'),
    allocationTotal: amount('allocationTotal'),
    cutOffEnabled: values.cutOffEnabled === undefined ? fallback.cutOffEnabled : values.cutOffEnabled === true,
    cutOffLinePercent: num('cutOffLinePercent'),
    cutOffTotalPercent: num('cutOffTotalPercent'),
    gwpSet: pick('gwpSet'),
    monteCarloIterations: num('monteCarloIterations'),
    monteCarloSeed: num('monteCarloSeed'),
  };
}

/**
 * The declared quantity the module count and the project's module make, for a declared unit of the
 * module itself (piece, kWp, m²); null where the user enters it (kWh). The wizard fills it in as
 * the unit or the count changes, since the server refuses one that contradicts them.
 */
export function derivedQuantity(
  unitCode: string | null,
  moduleCount: unknown,
  reply: Pick<StudySettingsReply, 'ratedPowerWp' | 'areaM2'>,
): number | null {
  if (unitCode === null || !isNumber(moduleCount)) return null;
  return declaredQuantityOf(unitCode, moduleCount, { ratedPowerWp: reply.ratedPowerWp ?? Number.NaN, areaM2: reply.areaM2 ?? Number.NaN });
}
