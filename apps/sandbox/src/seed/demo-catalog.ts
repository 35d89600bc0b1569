import type { SeedBuilder } from './builder.ts';
import type { CategoryRec, DataSourceRec } from './types.ts';

export interface DemoCatalog {
  sisOrgs: DataSourceRec;
  labSciences: CategoryRec;
  staffDevelopment: CategoryRec;
  archive: CategoryRec;
  clubs: CategoryRec;
}

/**
 * The catalog cases SetCategory meets beyond the three subject categories: a data source with
 * no courses ("No courses found with the specified data source key."), a child category, a
 * restricted one (STAFF only), an unavailable one and an Organization category (a course PUT
 * there is refused: the types do not match).
 */
export function addDemoCatalog(b: SeedBuilder, parents: { system: DataSourceRec; sciences: CategoryRec }): DemoCatalog {
  const sisOrgs = b.dataSource('SIS_ORGS', 'Student information system organization feed');
  const labSciences = Object.assign(b.category('SCI-LAB', 'Laboratory Sciences', parents.system.id), {
    parentId: parents.sciences.id,
  });
  const staffDevelopment = Object.assign(b.category('STAFF-DEV', 'Staff Development', parents.system.id), {
    restricted: true,
    institutionRoleIds: ['STAFF'],
    frontPage: false,
  });
  const archive = Object.assign(b.category('ARCHIVE', 'Archived Courses', parents.system.id), {
    available: false,
    frontPage: false,
  });
  const clubs = Object.assign(b.category('CLUBS', 'Clubs and Societies', sisOrgs.id), {
    type: 'Organization' as const,
  });
  return { sisOrgs, labSciences, staffDevelopment, archive, clubs };
}
