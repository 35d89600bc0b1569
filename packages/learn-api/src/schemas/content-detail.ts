import * as v from 'valibot';
import { optString } from './common.ts';
import { ContentSchema } from './content.ts';

const RawText = v.optional(v.looseObject({ rawText: optString }));

/**
 * Private `/learn/api/v1` content detail: the public content fields plus `contentDetail`, keyed
 * by handler id (e.g. `resource/x-bb-asmt-test-link`), holding the test's instructions or the
 * item's body. Undocumented, so everything is optional and loose.
 */
export const ContentDetailSchema = v.looseObject({
  ...ContentSchema.entries,
  contentDetail: v.optional(
    v.record(
      v.string(),
      v.looseObject({
        test: v.optional(
          v.looseObject({ assessment: v.optional(v.looseObject({ id: optString, instructions: RawText })) }),
        ),
        body: RawText,
      }),
    ),
  ),
});
export type ContentDetail = v.InferOutput<typeof ContentDetailSchema>;
