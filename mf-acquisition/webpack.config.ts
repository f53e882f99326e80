import { createWebpackConfig } from '@pcf/shared/webpack';

export default createWebpackConfig({
  name: 'mf_acquisition',
  dir: __dirname,
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
