import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { DataSourceSchema, dataSourceDefinition, type DataSource } from '../schemas/data-source.ts';
import { send } from './call.ts';

export const getDataSourceEndpoint = endpoint('GET', '/v1/dataSources/{dataSourceId}', {
  response: { schema: DataSourceSchema, definition: dataSourceDefinition },
});

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
