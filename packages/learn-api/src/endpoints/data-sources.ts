import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { DataSourceSchema, dataSourceDefinition, type DataSource } from '../schemas/data-source.ts';
import { send, sendAll } from './call.ts';

const response = { schema: DataSourceSchema, definition: dataSourceDefinition };

export const listDataSourcesEndpoint = endpoint('GET', '/v1/dataSources', { maxPageSize: 100, response });
export const getDataSourceEndpoint = endpoint('GET', '/v1/dataSources/{dataSourceId}', { response });

/** Data sources (admin only), all pages; `externalId` is Learn's contains-search on the key name. */
export function listDataSources(
  client: LearnClient,
  args: { externalId?: string } = {},
  options?: CallOptions,
): Promise<DataSource[]> {
  return sendAll(client, listDataSourcesEndpoint, {}, DataSourceSchema, options, { externalId: args.externalId });
}

/** One data source by primary id (`_2_1`) or by name (`externalId:SIS`). */
export function getDataSource(
  client: LearnClient,
  args: { dataSourceId: string },
  options?: CallOptions,
): Promise<DataSource> {
  if (!args.dataSourceId.startsWith('_') && !args.dataSourceId.startsWith('externalId:')) {
    throw new TypeError(
      `getDataSource: dataSourceId must be a primary id (_2_1) or externalId:{name}, got ${JSON.stringify(args.dataSourceId)}`,
    );
  }
  return send(client, getDataSourceEndpoint, { dataSourceId: id(args.dataSourceId) }, DataSourceSchema, options);
}
