import type { ServerModule } from '@tools/server-core/module.ts';
import { relatedArticlesConfig } from './related-articles-config.ts';
import { relatedArticlesRoutes } from './routes.ts';

/** Every route, and who may call it (apps/server's authorization matrix reads this). */
const access = {
  'GET /related-articles': 'identified',
} as const;

/** CourseTutorTool's server part: related articles (no tables). */
const tutorModule: ServerModule = {
  name: 'tutor',
  migrations: {},
  access,
  configure: ({ env }, problems) => {
    const config = relatedArticlesConfig(env, problems);
    return {
      name: 'tutor',
      routes: (deps) =>
        relatedArticlesRoutes({ identify: deps.identify, config, fetch: deps.fetch, now: () => deps.now().getTime() }),
    };
  },
};
export default tutorModule;
