/**
 * Every upload route reads its form through readMultipartForm: a form the parser cannot read is a
 * 400 with the bilingual message, on each route, never a 5xx (issue 17; issue 18 item 5).
 */
import { describeEachDatabase, login, PASSWORDS } from '../../testing/testApp';
import { translate } from '../../http/messages';

const LANGUAGES = [
  ['zh', 'zh-CN'],
  ['en', 'en-US'],
] as const;
const BOUNDARY = 'formboundary';
const head = (name: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="x.bin"\r\n\r\n`;

const MALFORMED: { name: string; contentType: string; payload: string }[] = [
  { name: 'no boundary', contentType: 'multipart/form-data', payload: `${head('file')}walk\r\n--${BOUNDARY}--\r\n` },
  { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: 'walk' },
  { name: 'a part cut short', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: `${head('file')}walk` },
  {
    name: 'a part header cut short',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`,
  },
  { name: 'a body without any part', contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: 'walk' },
];

describeEachDatabase('multipart forms', (ctx) => {
  const uploadRoutes = () =>
    ctx().app.registeredRoutes.filter((route) => {
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      return consumes.includes('multipart/form-data');
    });

  it('finds the upload routes (documents, reports, imports, registration, avatar, restore)', () => {
    expect(uploadRoutes().length).toBeGreaterThanOrEqual(9);
  });

  it.each(MALFORMED)('answers a form with $name with the bilingual 400 on every upload route', async ({ contentType, payload }) => {
    const { app } = ctx();
    const token = await login(app, 'admin', PASSWORDS.admin);
    const answers: string[] = [];
    for (const route of uploadRoutes()) {
      for (const [language, header] of LANGUAGES) {
        const response = await app.inject({
          method: route.method as 'POST',
          url: route.url,
          payload,
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': header },
        });
        answers.push(`${route.method} ${route.url} ${language}: ${response.statusCode} ${response.json<{ msg: string }>().msg}`);
      }
    }
    const expected = uploadRoutes().flatMap((route) =>
      LANGUAGES.map(([language]) => `${route.method} ${route.url} ${language}: 400 ${translate('uploadFormMalformed', language)}`),
    );
    expect(answers).toEqual(expected);
  });
});
