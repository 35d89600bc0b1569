export { ErrorBody, HealthResponse, HttpUrl } from './common.ts';
export {
  DeepLinkBody,
  DeepLinkItem,
  DeepLinkQuery,
  DeepLinkResponse,
  GradeBody,
  GradeResponse,
  LaunchCodeExchangeBody,
  LaunchCodeExchangeResponse,
  MAX_DEEP_LINK_ITEMS,
} from './lti.ts';
export * as latePenalty from './late-penalty.ts';
export {
  MAX_RELATED_ARTICLES,
  MAX_RELATED_QUERY_LENGTH,
  RelatedArticle,
  RelatedArticlesQuery,
  RelatedArticlesResponse,
} from './related-articles.ts';
