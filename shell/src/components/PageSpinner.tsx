import './PageSpinner.css';

/**
 * What a page shows while its code or its data is on the way. Plain CSS: it is the fallback of the
 * sign-in pages too, which load no antd.
 */
export function PageSpinner() {
  return (
    <div className="pcf-page-spinner" role="status" aria-busy="true">
      <span className="pcf-page-spinner__dot" />
    </div>
  );
}
