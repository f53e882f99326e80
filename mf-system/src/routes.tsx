import type { RemoteRoute } from '@pcf/shared';
const routes: RemoteRoute[] = [];
export default routes;
