import { createWebpackConfig } from '@pcf/shared/webpack';

export default createWebpackConfig({
  name: 'mf_system',
  dir: __dirname,
  port: 3006,
  exposes: { './routes': './src/routes.tsx' },
});
