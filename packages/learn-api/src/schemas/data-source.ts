import * as v from 'valibot';
import { optString } from './common.ts';

export const dataSourceDefinition = 'blackboard.webapps.blackboard.publicapi.v1.datasources.DataSource';

export const DataSourceSchema = v.looseObject({ id: optString, externalId: optString, description: optString });
export type DataSource = v.InferOutput<typeof DataSourceSchema>;
