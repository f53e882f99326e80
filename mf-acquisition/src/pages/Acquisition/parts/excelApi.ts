/**
 * The project's inventory as an Excel workbook: the template download (SPEC §7: GET ?id with a JSON
 * content type, the file as a Blob) and the all-or-nothing import (multipart: the project, then the file).
 */
import { API, INVENTORY_EXCEL_FIELD, downloadTemplate, request } from '@pcf/shared';
import type { InventoryImportReply } from '@pcf/shared';

export const excelApi = {
  template: (projectId: number) => downloadTemplate(API.inventoryExcelTemplate, projectId),
  importFile: (projectId: number, file: File) => {
    const form = new FormData();
    // the project before the file, so the server's streaming reader has it when the file arrives
    form.append('projectId', String(projectId));
    form.append(INVENTORY_EXCEL_FIELD, file, file.name);
    return request<InventoryImportReply>({ url: API.inventoryExcelImport, method: 'POST', data: form });
  },
};
