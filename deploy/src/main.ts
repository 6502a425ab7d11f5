// `npm start` ends here: the whole shop on one port (PORT, default 8080).
import { configFromEnv, startHost } from './host.js';

const config = configFromEnv();
const platform = await startHost(config);
platform.app.log.info(
  `Armatura is running at ${config.publicUrl} (database: ${platform.database.kind}, environment: ${config.environment})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void platform.close().finally(() => process.exit(0));
  });
}
