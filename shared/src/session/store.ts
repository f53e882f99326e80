/**
 * The shell's one store. Remotes add their own slices to it (RTK combineSlices + inject) and
 * never create a second store:
 *
 *   declare module '@pcf/shared' { interface LazyLoadedSlices { reports: ReportsState } }
 *   const injectedReports = reportsSlice.injectInto(rootReducer);
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from './sessionSlice';

/** Slices the remotes inject, declared by each remote (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each remote
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function createInjectableStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof createInjectableStore>;
export type AppDispatch = AppStore['dispatch'];
