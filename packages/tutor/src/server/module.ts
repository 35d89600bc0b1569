import type { ServerModule } from '@tools/server-core/module.ts';
import { relatedArticlesConfig } from './related-articles-config.ts';
import { relatedArticlesRoutes } from './routes.ts';

/** CourseTutorTool's server part: related articles (no tables). */
const tutorModule: ServerModule = {
  name: 'tutor',
  migrations: {},
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
