import type { LearnClient } from '../client.ts';
import { endpoint, id } from '../endpoint.ts';
import type { CallOptions } from '../paging.ts';
import { ref } from '../ref.ts';
import { QuestionSchema, questionDefinition, type Question } from '../schemas/question.ts';
import { sendAll } from './call.ts';

export const listQuestionsEndpoint = endpoint('GET', '/v1/courses/{courseId}/assessments/{assessmentId}/questions', {
  maxPageSize: 200,
  response: { schema: QuestionSchema, definition: questionDefinition },
});

/** Every question of an assessment (all pages of 200). */
export function listQuestions(
  client: LearnClient,
  args: { courseRef: string; assessmentId: string },
  options?: CallOptions,
): Promise<Question[]> {
  return sendAll(
    client,
    listQuestionsEndpoint,
    { courseId: ref(args.courseRef), assessmentId: id(args.assessmentId) },
    QuestionSchema,
    options,
  );
}
