// `npm run dev -w <app>` settings. Remotes answer with CORS headers so a shell on another
// port (or the platform host with ?remote:<name>=http://localhost:<port>/mf-manifest.json)
// can load them. The shell proxies the API and the registry to the platform host.
import type { Configuration } from '@rspack/core';

type DevServer = Exclude<Configuration['devServer'], false | undefined>;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

export function remoteDevServer(port: number): DevServer {
  return {
    port,
    headers: CORS,
    // HMR across federation boundaries is fragile; a reload of the shell picks up changes.
    hot: false,
    liveReload: false,
    client: false,
    allowedHosts: 'all',
  };
}

/** Where the platform host runs in development (API, /registry.json, built remotes). */
const PLATFORM_URL = process.env.ARMATURA_PLATFORM_URL ?? 'http://localhost:8080';

export function shellDevServer(port: number): DevServer {
  return {
    port,
    headers: CORS,
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    proxy: [
      {
        context: ['/api', '/AbpUserConfiguration', '/registry.json', '/remotes'],
        target: PLATFORM_URL,
        changeOrigin: true,
      },
    ],
  };
}
