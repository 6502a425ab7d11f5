// Elasticsearch connection from the environment: ELASTICSEARCH_URL, or ELASTICSEARCH_CLOUD_ID +
// ELASTICSEARCH_API_KEY; ELASTICSEARCH_INDEX is the index prefix (one index per tenant).
import { Client } from '@elastic/elasticsearch';
import { userError } from '@armatura/shared-libs/server';

export const NO_CONFIG = 'Either host or cloud configuration must be provided';

export interface EsConfig {
  node?: string;
  cloudId?: string;
  apiKey?: string;
  username?: string;
  password?: string;
  indexPrefix: string;
}

export function esConfigFrom(env: Record<string, string | undefined>): EsConfig | null {
  if (!env.ELASTICSEARCH_URL && !env.ELASTICSEARCH_CLOUD_ID) return null;
  return {
    node: env.ELASTICSEARCH_URL,
    cloudId: env.ELASTICSEARCH_CLOUD_ID,
    apiKey: env.ELASTICSEARCH_API_KEY,
    username: env.ELASTICSEARCH_USERNAME,
    password: env.ELASTICSEARCH_PASSWORD,
    indexPrefix: env.ELASTICSEARCH_INDEX ?? 'armatura-products',
  };
}

export function createEsClient(config: EsConfig | null): Client {
  if (!config || (!config.node && !config.cloudId)) throw userError(NO_CONFIG);
  const auth = config.apiKey
    ? { apiKey: config.apiKey }
    : config.username
      ? { username: config.username, password: config.password ?? '' }
      : undefined;
  return new Client({
    ...(config.cloudId ? { cloud: { id: config.cloudId } } : { node: config.node! }),
    ...(auth ? { auth } : {}),
    requestTimeout: 30_000,
  });
}

export const indexName = (config: EsConfig, tenantId: number) =>
  `${config.indexPrefix}-t${tenantId}`;
