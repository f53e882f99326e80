/** Progress of a download or upload: a percentage when the size is known, else the bytes so far. */
import { Progress } from 'antd';
import type { UploadProgress } from '@pcf/shared';
import { formatBytes } from './formatBytes';

export function TransferProgress({ progress, label }: { progress: UploadProgress; label: string }) {
  const known = progress.total !== undefined && progress.total > 0;
  const percent = known ? Math.min(100, Math.round((progress.loaded / (progress.total as number)) * 100)) : 100;
  return (
    <div role="progressbar" aria-label={label} aria-valuenow={known ? percent : undefined} style={{ marginTop: 16 }}>
      <Progress percent={percent} status="active" format={() => (known ? `${percent}%` : formatBytes(progress.loaded))} />
    </div>
  );
}
