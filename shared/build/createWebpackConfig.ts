/**
 * The one webpack configuration of every micro-frontend (shell and the six remotes).
 * Only the name, the port and what a remote exposes differ between them.
 */
import path from 'node:path';
import fs from 'node:fs';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';

export interface MicroFrontendOptions {
  /** MF container name: `shell` or `mf_<group>`. */
  name: string;
  /** The package folder (pass `__dirname`). */
  dir: string;
  /** Port of the stand-alone dev server. */
  port: number;
  /** What a remote exposes; the shell exposes nothing. */
  exposes?: Record<string, string>;
  /** The shell has an HTML page and its own entry; remotes only have remoteEntry.js. */
  isHost?: boolean;
}

const sharedRoot = path.resolve(__dirname, '..');
const sharedPackage = JSON.parse(fs.readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')) as {
  version: string;
  peerDependencies: Record<string, string>;
};

/** The version npm installed, which a shared module with its own `import` file must state itself. */
function installedVersion(packageName: string): string {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [sharedRoot] });
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Singletons of ARCHITECTURE.md: one React, one antd theme, one store, one i18n, one http client. */
export function sharedSingletons(): Record<string, { singleton: true; requiredVersion: string; version?: string; import?: string }> {
  const peers = sharedPackage.peerDependencies;
  const single = (requiredVersion: string) => ({ singleton: true as const, requiredVersion });
  return {
    react: single(peers.react),
    'react/': single(peers.react),
    'react-dom': single(peers['react-dom']),
    // trailing slash: react-dom/client must be the same singleton, not a second copy
    'react-dom/': single(peers['react-dom']),
    // only the names the front end uses, so the shared router is tree-shaken (see sharedReactRouter.ts)
    'react-router-dom': {
      ...single(peers['react-router-dom']),
      import: path.join(sharedRoot, 'src/mf/sharedReactRouter.ts'),
      version: installedVersion('react-router-dom'),
    },
    antd: single(peers.antd),
    // antd's pickers and the shared DateField must read one dayjs, where its Chinese locale is loaded
    dayjs: single(peers.dayjs),
    '@ant-design/icons': single(peers['@ant-design/icons']),
    'react-redux': single(peers['react-redux']),
    '@reduxjs/toolkit': single(peers['@reduxjs/toolkit']),
    i18next: single(peers.i18next),
    'react-i18next': single(peers['react-i18next']),
    axios: single(peers.axios),
    '@pcf/shared': { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version },
    // the antd-built shared components, apart so the antd-free root can load without antd
    '@pcf/shared/ui': { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version },
  };
}

/** Where the API server runs while a team develops one remote alone. */
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export function createWebpackConfig(options: MicroFrontendOptions) {
  return (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration & { devServer?: DevServerConfiguration } => {
    const production = argv.mode !== 'development';
    const isHost = options.isHost === true;
    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(options.dir, 'dist'),
        // the shell lives at /, a remote finds its chunks next to its remoteEntry.js
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
        uniqueName: options.name,
        chunkLoadTimeout: 120000,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: options.exposes,
          shared: sharedSingletons(),
          runtimePlugins: [require.resolve('../src/mf/remoteTimeoutPlugin.ts')],
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // 'version-first' would fetch every registered remote's entry each time a shared module loads
          // lazily, so one unreachable remote would stall the signed-in layout; all builds share one lock file
          shareStrategy: 'loaded-first',
          experiments: { asyncStartup: true },
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: path.join(options.dir, 'public/index.html'),
                favicon: path.join(options.dir, 'public/favicon.svg'),
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        // swc minifies in a fraction of terser's time (the builds are most of the e2e run) for bundles a few per cent larger
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      devServer: {
        port: options.port,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        static: false,
        proxy: [{ context: ['/rest', '/sky', '/chat', '/user', '/api', '/sysDictInfo', '/mf'], target: apiTarget }],
      },
    };
  };
}
