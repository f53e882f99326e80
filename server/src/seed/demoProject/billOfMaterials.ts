/**
 * The demo's evidence: the module's bill of materials and its assembly meter reading as an .xlsx,
 * the kind of file a manufacturer attaches to primary data. Its figures are the inventory's.
 */
import { newWorkbook } from '../../workbook';
import { DEMO_MATERIALS, DEMO_MODULE, MODULE_ASSEMBLY_WH_PER_M2, PV_ICE_SOURCE, assemblyKwh, materialQuantity } from './materials';

export const BILL_OF_MATERIALS_TITLE = '演示组件物料清单与电表读数 / Demo module bill of materials and meter reading';
export const BILL_OF_MATERIALS_FILE = 'demo-module-bom.xlsx';

export async function billOfMaterialsWorkbook(): Promise<Buffer> {
  const workbook = newWorkbook();
  // fixed dates: the same inventory gives the same file
  workbook.created = new Date('2025-12-31T00:00:00Z');
  workbook.modified = workbook.created;
  const materials = workbook.addWorksheet('物料清单 BOM');
  materials.columns = [
    { header: '物料 / Material', key: 'material', width: 48 },
    { header: '每块组件用量 / Per module', key: 'quantity', width: 24 },
    { header: '单位 / Unit', key: 'unit', width: 12 },
    { header: '每平方米 / Per m² (g)', key: 'perM2', width: 22 },
  ];
  for (const material of DEMO_MATERIALS) {
    materials.addRow({
      material: `${material.nameZh} / ${material.nameEn}`,
      quantity: materialQuantity(material),
      unit: material.lineUnit,
      perM2: material.gramsPerM2,
    });
  }
  materials.addRow({});
  materials.addRow({
    material: `组件面积 / Module area: ${DEMO_MODULE.areaM2} m²; 额定功率 / Rated power: ${DEMO_MODULE.ratedPowerWp} Wp`,
  });
  materials.addRow({ material: `来源 / Source: ${PV_ICE_SOURCE}` });

  const meter = workbook.addWorksheet('电表读数 Meter');
  meter.columns = [
    { header: '工序 / Process', key: 'process', width: 32 },
    { header: '每块组件电耗 / kWh per module', key: 'kwh', width: 30 },
  ];
  meter.addRow({ process: '组件封装 / Module assembly', kwh: assemblyKwh() });
  meter.addRow({});
  meter.addRow({ process: `${MODULE_ASSEMBLY_WH_PER_M2} Wh/m² × ${DEMO_MODULE.areaM2} m² (PV_ICE e_mod_MFG 2023)` });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
