/** The routes whose pages are built on antd, inside its providers; loaded once one of them is opened. */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { ThemedProviders } from '../ThemedProviders';

export default function ThemedArea() {
  return (
    <ThemedProviders>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ThemedProviders>
  );
}
