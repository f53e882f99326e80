import { createWebpackConfig } from '@pcf/shared/webpack';

export default createWebpackConfig({
  name: 'mf_accounting',
  dir: __dirname,
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
});
