import { createWebpackConfig } from '@pcf/shared/webpack';

export default createWebpackConfig({
  name: 'mf_supplychain',
  dir: __dirname,
  port: 3005,
  exposes: { './routes': './src/routes.tsx' },
});
