/**
 * The screens of result analysis (/AnalysisDisplay). None is built yet, so the table is empty and the server
 * leaves this group out of the menu and of GET /api/remotes (DEVELOPERS.md "Menus and screens").
 */
import type { RemoteRoute } from '@pcf/shared';

const routes: RemoteRoute[] = [];

export default routes;
export { registerLocales } from './locales';
