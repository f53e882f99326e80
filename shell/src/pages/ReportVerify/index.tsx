/**
 * /detail?code=: the public verification page of a published study report (SPEC §2 group 3; issue 16).
 * Open without signing in, as the QR code on every report leads here: the report's product, company,
 * key figures, standard, issue date and whether it is still valid (or withdrawn, and why); the frozen
 * PDF to download; and a check whether a PDF one holds is that file (its SHA-256, computed by the server).
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  API,
  CODE_OK,
  DOCUMENT_FILE_FIELD,
  REPORT_CODE_PATTERN,
  callEnvelope,
  messageOf,
  reportEndpoints,
  round2,
  type ReportCheckReply,
  type ReportVerification,
} from '@pcf/shared';
import { Button, Input, Result, Spin } from '../../antdParts';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import './ReportVerify.css';

type Lookup =
  { state: 'idle' } | { state: 'loading' } | { state: 'found'; report: ReportVerification } | { state: 'failed'; message: string };

const CODE = new RegExp(REPORT_CODE_PATTERN);

function useVerification(code: string): Lookup {
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  useEffect(() => {
    if (!CODE.test(code)) {
      setLookup({ state: 'idle' });
      return;
    }
    let live = true;
    setLookup({ state: 'loading' });
    callEnvelope(reportEndpoints.verify, { query: { code } })
      .then((envelope) => {
        if (!live) return;
        if (envelope.code === CODE_OK) setLookup({ state: 'found', report: envelope.data as ReportVerification });
        else setLookup({ state: 'failed', message: messageOf(envelope) });
      })
      .catch(() => live && setLookup({ state: 'failed', message: '' }));
    return () => {
      live = false;
    };
  }, [code]);
  return lookup;
}

function CodeForm({ initial, onLookup }: { initial: string; onLookup: (code: string) => void }) {
  const { t } = useTranslation('shell');
  const [value, setValue] = useState(initial);
  const clean = value.trim().toUpperCase();
  const submit = () => {
    if (CODE.test(clean)) onLookup(clean);
  };
  // no <form>: the lookup only changes the address, there is nothing to post
  return (
    <div className="pcf-verify__form">
      <label htmlFor="pcf-verify-code">{t('verify.codeLabel')}</label>
      <Input
        id="pcf-verify-code"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={submit}
        placeholder="XXXX-XXXX-XXXX-XXXX-XXXX"
      />
      <Button type="primary" onClick={submit} disabled={!CODE.test(clean)}>
        {t('verify.lookup')}
      </Button>
    </div>
  );
}

function FileCheck({ code }: { code: string }) {
  const { t } = useTranslation('shell');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const check = async (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.append('code', code);
    body.append(DOCUMENT_FILE_FIELD, file);
    setBusy(true);
    try {
      const envelope = await callEnvelope(reportEndpoints.verifyCheck, { body });
      if (envelope.code !== CODE_OK) setAnswer({ ok: false, text: messageOf(envelope) });
      else
        setAnswer(
          (envelope.data as ReportCheckReply).matches ? { ok: true, text: t('verify.matches') } : { ok: false, text: t('verify.differs') },
        );
    } catch {
      setAnswer(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pcf-verify__check">
      <label htmlFor="pcf-verify-file">{t('verify.checkLabel')}</label>
      <input
        id="pcf-verify-file"
        type="file"
        accept="application/pdf,.pdf"
        disabled={busy}
        onChange={(e) => void check(e.target.files?.[0])}
      />
      {answer && (
        <p role="status" className={answer.ok ? 'pcf-verify__ok' : 'pcf-verify__bad'}>
          {answer.text}
        </p>
      )}
    </div>
  );
}

function Figures({ report }: { report: ReportVerification }) {
  const { t, i18n } = useTranslation('shell');
  const en = i18n.language.startsWith('en');
  const kg = (value: number | null, unit: string) => (value === null ? '—' : `${round2(value)} kg CO2e${unit}`);
  const rows: [string, string][] = [
    [t('verify.product'), en ? report.productEn : report.productZh],
    [t('verify.model'), report.productModel],
    [t('verify.company'), en ? report.companyEn : report.companyZh],
    [t('verify.total'), kg(report.total, '')],
    [t('verify.perDeclaredUnit'), kg(report.perDeclaredUnit, `/${report.declaredUnitCode}`)],
    [t('verify.perKwp'), kg(report.perKwp, '/kWp')],
    [t('verify.standard'), report.standard],
    [t('verify.gwp'), `IPCC ${report.gwpSet}`],
    [t('verify.issuedAt'), report.issuedAt.slice(0, 10)],
    ['SHA-256', report.pdfSha256],
  ];
  return (
    <table className="pcf-verify__table">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ReportVerifyPage() {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const lookup = useVerification(code);
  return (
    <PublicPageFrame plain>
      <section className="pcf-verify">
        <h1>{t('verify.title')}</h1>
        <CodeForm key={code} initial={code} onLookup={(next) => setParams({ code: next })} />
        {lookup.state === 'loading' && <Spin />}
        {lookup.state === 'failed' && <Result status="warning" title={lookup.message || t('verify.failed')} />}
        {lookup.state === 'found' && (
          <>
            <p className={lookup.report.status === 'valid' ? 'pcf-verify__ok' : 'pcf-verify__bad'} role="status">
              {lookup.report.status === 'valid' ? t('verify.valid') : t('verify.withdrawn', { reason: lookup.report.withdrawReason ?? '' })}
            </p>
            <Figures report={lookup.report} />
            <p>
              <a href={`${API.reportVerifyPdf}?code=${encodeURIComponent(code)}`} download>
                {t('verify.download')}
              </a>
            </p>
            <FileCheck code={code} />
          </>
        )}
      </section>
    </PublicPageFrame>
  );
}
