import { Spin } from '../antdParts';

/** What a page shows while its code or its data is on the way. */
export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}>
      <Spin size="large" />
    </div>
  );
}
