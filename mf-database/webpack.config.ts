import { createWebpackConfig } from '@pcf/shared/webpack';

export default createWebpackConfig({
  name: 'mf_database',
  dir: __dirname,
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
});
