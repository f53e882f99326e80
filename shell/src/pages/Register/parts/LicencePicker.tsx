/**
 * The business licence file: one PDF, JPG or PNG of at most 10 MB, chosen with the browser's own
 * file dialog (no upload yet: it goes with the form). The name and type are only a first check for
 * the applicant's sake; the server tells the type from the content.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../antdParts';
import { LICENCE_ACCEPT, LICENCE_MAX_BYTES, isAcceptedFile } from '@pcf/shared';

const ACCEPTED = LICENCE_ACCEPT.split(',');

export interface LicencePickerProps {
  id?: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** A chosen file refused here: its reason, already translated. */
  onRefused: (reason: string) => void;
}

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function LicencePicker({ id, value, onChange, onRefused }: LicencePickerProps) {
  const { t } = useTranslation(['shell', 'common']);
  const input = useRef<HTMLInputElement>(null);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isAcceptedFile(file, ACCEPTED)) {
      onRefused(t('common:wrongFileType'));
      return;
    }
    if (file.size > LICENCE_MAX_BYTES) {
      onRefused(t('register.licenceTooLarge'));
      return;
    }
    onChange?.(file);
  };

  return (
    <div className="pcf-licence-picker">
      <input
        id={id}
        ref={input}
        type="file"
        accept={LICENCE_ACCEPT}
        aria-label={t('register.licence')}
        style={{ display: 'none' }}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <Button onClick={() => input.current?.click()}>{value ? t('register.licenceReplace') : t('register.licenceChoose')}</Button>
      {value ? (
        <span style={{ marginLeft: 12 }}>
          {value.name} ({formatFileSize(value.size)}){' '}
          <Button type="link" onClick={() => onChange?.(null)}>
            {t('register.licenceRemove')}
          </Button>
        </span>
      ) : null}
    </div>
  );
}
