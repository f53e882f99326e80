import { createWebpackConfig } from '@pcf/shared/webpack';

export default createWebpackConfig({ name: 'shell', dir: __dirname, port: 3000, isHost: true });
