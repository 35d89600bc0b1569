/** The related-articles lookup (CourseTutorTool): parsed from the environment by the server's config. */
export interface RelatedArticlesConfig {
  // `fake` answers from a fixed list (tests, offline demos); `wikipedia` asks the configured origin.
  provider: 'fake' | 'wikipedia';
  wikipediaUrl: string;
  timeoutMs: number;
}
export const RELATED_ARTICLES_PROVIDERS = ['fake', 'wikipedia'] as const;
