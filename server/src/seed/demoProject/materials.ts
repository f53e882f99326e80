/**
 * The demo module's bill of materials and the cradle-to-gate factors of its materials, both from
 * NREL PV_ICE (BSD-3-Clause; ../shared/data/factors/pv_ice_module_inventory.csv and
 * pv_ice_emission_factors.csv, baseline year 2023). A material's factor is derived, not looked up:
 *
 *   (extraction + manufacturing energy, kWh/kg) × [(1 − fuel share) × China grid + fuel share × natural gas]
 *   + PV_ICE's process (non-electricity) CO2e of virgin manufacturing, kg/kg
 *
 * with the MEE 2022 national grid factor (0.5366 kg CO2/kWh, seeded as CN-GRID-2022-AVG) and IPCC
 * 2006 natural gas (0.20196 kg CO2/kWh of fuel, IPCC-2006-NG-COMBUSTION-KWH). Every input is kept
 * here with its PV_ICE code so the derivation can be checked against the CSVs.
 */

export const CN_GRID_KG_PER_KWH = 0.5366;
export const NATURAL_GAS_KG_PER_KWH = 0.20196;

/** The demo module: 560 Wp on 2.58 m² (21.7 % efficient; PV_ICE's 2023 US module is 21.9 %). */
export const DEMO_MODULE = { ratedPowerWp: 560, areaM2: 2.58 } as const;

const PV_ICE_COMMIT = '378a012a0602062ad52f14120d672f362dcc018a';
export const PV_ICE_SOURCE = `NREL PV_ICE (github.com/NREL/PV_ICE @ ${PV_ICE_COMMIT.slice(0, 7)}), baselines 2023, BSD-3-Clause`;
export const PV_ICE_URL = `https://github.com/NREL/PV_ICE/tree/${PV_ICE_COMMIT}/PV_ICE/baselines`;
export const PV_ICE_LICENCE = 'BSD-3-Clause (NREL PV_ICE, Copyright 2020-2024 Alliance for Sustainable Energy, LLC)';

export interface DemoMaterial {
  /** PV_ICE's material name (the `baseline_material_*_<name>` files). */
  pvIce: string;
  factorCode: string;
  nameZh: string;
  nameEn: string;
  /** The PV module template's line (English item name) the material fills. */
  templateLine: string;
  /** The line's unit (a unit code); the factor is always per kg. */
  lineUnit: 'kg' | 'g';
  /** mat_massperm2, g per m² of module. */
  gramsPerM2: number;
  /** e_mat_extraction and e_mat_MFG, kWh per kg. */
  extractionKwhPerKg: number;
  manufacturingKwhPerKg: number;
  /** e_mat_MFG_fuelfraction, % of the manufacturing energy that is fuel rather than electricity. */
  fuelPercent: number;
  /** processCO2 v_MFG_gCO2eqpg, kg CO2e per kg. */
  processKgPerKg: number;
}

export const DEMO_MATERIALS: readonly DemoMaterial[] = [
  {
    pvIce: 'glass',
    factorCode: 'DEMO-PVICE-2023-GLASS',
    nameZh: '光伏玻璃（中国电网，PV_ICE 2023 推导）',
    nameEn: 'Solar glass (China grid, derived from PV_ICE 2023)',
    templateLine: 'Solar glass',
    lineUnit: 'kg',
    gramsPerM2: 9805.45,
    extractionKwhPerKg: 0.0062,
    manufacturingKwhPerKg: 3.512723628,
    fuelPercent: 86.79874429,
    processKgPerKg: 0.542,
  },
  {
    pvIce: 'silicon',
    factorCode: 'DEMO-PVICE-2023-SILICON',
    nameZh: '电池硅（多晶硅至硅片，中国电网，PV_ICE 2023 推导）',
    nameEn: 'Cell silicon, polysilicon to wafer (China grid, derived from PV_ICE 2023)',
    templateLine: 'Polysilicon',
    lineUnit: 'kg',
    gramsPerM2: 374.969,
    extractionKwhPerKg: 0.0062,
    manufacturingKwhPerKg: 168.8,
    fuelPercent: 20,
    processKgPerKg: 9.3,
  },
  {
    pvIce: 'silver',
    factorCode: 'DEMO-PVICE-2023-SILVER',
    nameZh: '银浆中的银（中国电网，PV_ICE 2023 推导）',
    nameEn: 'Silver in paste (China grid, derived from PV_ICE 2023)',
    templateLine: 'Silver paste',
    lineUnit: 'g',
    gramsPerM2: 2.898863882,
    extractionKwhPerKg: 0.02,
    manufacturingKwhPerKg: 260,
    fuelPercent: 25,
    processKgPerKg: 0.95,
  },
  {
    pvIce: 'aluminium_frames',
    factorCode: 'DEMO-PVICE-2023-ALUMINIUM',
    nameZh: '铝边框（中国电网，PV_ICE 2023 推导）',
    nameEn: 'Aluminium frame (China grid, derived from PV_ICE 2023)',
    templateLine: 'Aluminium frame',
    lineUnit: 'kg',
    gramsPerM2: 1229.294118,
    extractionKwhPerKg: 2.24,
    manufacturingKwhPerKg: 22.39,
    fuelPercent: 35.74,
    processKgPerKg: 6.46,
  },
  {
    pvIce: 'copper',
    factorCode: 'DEMO-PVICE-2023-COPPER',
    nameZh: '铜焊带（中国电网，PV_ICE 2023 推导）',
    nameEn: 'Copper ribbon (China grid, derived from PV_ICE 2023)',
    templateLine: 'Copper ribbon',
    lineUnit: 'kg',
    gramsPerM2: 8.38656,
    extractionKwhPerKg: 4,
    manufacturingKwhPerKg: 14.84,
    fuelPercent: 37.03,
    processKgPerKg: 0.000001,
  },
  {
    pvIce: 'encapsulant',
    factorCode: 'DEMO-PVICE-2023-ENCAPSULANT',
    nameZh: 'EVA/POE 封装胶膜（中国电网，PV_ICE 2023 推导）',
    nameEn: 'EVA/POE encapsulant (China grid, derived from PV_ICE 2023)',
    templateLine: 'EVA/POE encapsulant',
    lineUnit: 'kg',
    gramsPerM2: 778.335,
    extractionKwhPerKg: 16.65,
    manufacturingKwhPerKg: 4.102829729,
    fuelPercent: 29.39447916,
    processKgPerKg: 5.24,
  },
  {
    pvIce: 'backsheet',
    factorCode: 'DEMO-PVICE-2023-BACKSHEET',
    nameZh: '背板（中国电网，PV_ICE 2023 推导）',
    nameEn: 'Backsheet (China grid, derived from PV_ICE 2023)',
    templateLine: 'Backsheet',
    lineUnit: 'kg',
    gramsPerM2: 387.8432,
    extractionKwhPerKg: 16.65,
    manufacturingKwhPerKg: 12.01529486,
    fuelPercent: 73.70391669,
    processKgPerKg: 7.5,
  },
];

/** PV_ICE e_mod_MFG for 2023: module manufacturing energy, Wh per m² (the demo's metered assembly electricity). */
export const MODULE_ASSEMBLY_WH_PER_M2 = 3320;

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** kg CO2e per kg of the material, to four decimals. */
export function materialFactorValue(material: DemoMaterial): number {
  const fuel = material.fuelPercent / 100;
  const energyMix = (1 - fuel) * CN_GRID_KG_PER_KWH + fuel * NATURAL_GAS_KG_PER_KWH;
  return round((material.extractionKwhPerKg + material.manufacturingKwhPerKg) * energyMix + material.processKgPerKg, 4);
}

/** The material in one demo module, in the line's unit, to four significant decimals. */
export function materialQuantity(material: DemoMaterial): number {
  const grams = material.gramsPerM2 * DEMO_MODULE.areaM2;
  return material.lineUnit === 'g' ? round(grams, 3) : round(grams / 1000, 4);
}

/** Metered electricity of module assembly, kWh per module. */
export const assemblyKwh = (): number => round((MODULE_ASSEMBLY_WH_PER_M2 * DEMO_MODULE.areaM2) / 1000, 3);

/** How the factor was derived, both languages (the factor's note). */
export function materialDerivation(material: DemoMaterial): string {
  const inputs =
    `(${material.extractionKwhPerKg} + ${material.manufacturingKwhPerKg} kWh/kg) × ` +
    `[(1 − ${material.fuelPercent}%) × ${CN_GRID_KG_PER_KWH} + ${material.fuelPercent}% × ${NATURAL_GAS_KG_PER_KWH}] + ${material.processKgPerKg}`;
  return (
    `演示因子：PV_ICE ${material.pvIce} 2023 年开采与制造能耗按燃料占比分为电力（全国电网 2022）与天然气（IPCC 2006），` +
    `加 PV_ICE 工艺排放：${inputs} / Demo factor: PV_ICE ${material.pvIce} 2023 extraction and manufacturing energy, ` +
    `split by its fuel share into China grid electricity (MEE 2022) and natural gas (IPCC 2006), plus PV_ICE process emissions: ${inputs}`
  );
}
