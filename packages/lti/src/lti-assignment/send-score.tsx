import { useMessages } from '@tools/launch';
import { Button, InlineAlert } from '@tools/ui';
import { FIXED_SCORE } from '../domain/index.ts';
import { messages } from '../messages.ts';
import { usePostGrade } from './api/post-grade.ts';

export interface GradeTarget {
  /** The AGS line item (state.lineItemUrl). */
  url: string;
  courseId: string;
}

/** Spec 000 §2: roles other than Instructor and Student send the fixed score 87 for themselves. */
export function SendScore({ target, userId }: { target: GradeTarget; userId: string }) {
  const m = useMessages(messages);
  const send = usePostGrade();
  return (
    <div>
      <Button
        variant="primary"
        busy={send.isPending}
        onClick={() => send.mutate({ ...target, userId, score: FIXED_SCORE })}
      >
        {m.sendScore}
      </Button>
      <div role="status">{send.isSuccess ? m.posted : null}</div>
      {send.isError ? <InlineAlert className="lti-message">{m.sendScoreFailed}</InlineAlert> : null}
    </div>
  );
}
