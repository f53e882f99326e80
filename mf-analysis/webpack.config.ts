import { createWebpackConfig } from '@pcf/shared/webpack';

export default createWebpackConfig({
  name: 'mf_analysis',
  dir: __dirname,
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
});
