import { openPglite } from '../src/db/pglite.ts';
import { migrate } from '../src/migrations/index.ts';
import { testModules } from './modules.ts';

/** One in-memory PGlite per test file, emptied between tests (creating PGlite is the slow part). */
export async function sharedDb() {
  const db = await openPglite(null);
  await migrate(db, { modules: testModules() });
  return {
    db,
    async reset() {
      await db.exec(
        'truncate lti_registrations, lti_keys, lti_logins, lti_nonces, lti_launches, lti_oauth_states, lti_launch_codes, lti_line_item_maximums, learn_sessions, token_identities, learn_users, course_roles, course_cache cascade',
      );
      return db;
    },
  };
}
