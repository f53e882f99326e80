/** Registration forms and licence files for the onboarding tests (multipart bodies built by hand). */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegisterRequest } from '@pcf/shared/contracts';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (JFIF) file. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);
/** A tiny PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
/** A Windows program (MZ header, PE signature). */
export const EXE = Buffer.concat([
  Buffer.from('MZ', 'latin1'),
  Buffer.alloc(58, 0),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('PE\0\0', 'latin1'),
  Buffer.alloc(200, 0x90),
]);
export const TEXT = Buffer.from('This is a plain text file pretending to be a licence.\n', 'utf8');

export interface LicenceUpload {
  filename: string;
  bytes: Buffer;
  contentType: string;
}

export const pngLicence: LicenceUpload = { filename: 'licence.png', bytes: PNG, contentType: 'image/png' };

let serial = 0;

/** A valid registration; each call a new account and company name. creditCode must be set per company. */
export function registration(creditCode: string, overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  serial += 1;
  return {
    companyName: `测试光伏科技有限公司${serial}`,
    companyNameEn: `Test PV Technology Co., Ltd. ${serial}`,
    creditCode,
    industry: 'module',
    region: '江苏省苏州市',
    address: '工业园区星湖街 328 号',
    contact: '张三',
    phone: '13800000000',
    email: `applicant${serial}@example.com`,
    account: `applicant_${serial}_${process.pid % 1000}`,
    password: 'Apply@123456',
    ...overrides,
  };
}

export function multipartForm(fields: Record<string, string>, licence: LicenceUpload | null, fieldName = 'licence') {
  const boundary = '----pcf-register-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'));
  }
  if (licence) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${licence.filename}"\r\nContent-Type: ${licence.contentType}\r\n\r\n`,
        'utf8',
      ),
    );
    parts.push(licence.bytes, Buffer.from('\r\n', 'latin1'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function submitRegistration(
  app: FastifyInstance,
  form: RegisterRequest,
  licence: LicenceUpload | null = pngLicence,
  language = 'en-US',
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartForm({ ...form }, licence);
  return app.inject({ method: 'POST', url: '/rest/register', payload, headers: { ...headers, 'accept-language': language } });
}
