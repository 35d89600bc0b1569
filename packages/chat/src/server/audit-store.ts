import type * as chat from '../contracts.ts';
import type { TenantDb } from '@tools/server-core/db/tenant.ts';

/** Written only when the audit log is on (config `auditLogDays` > 0). */
export async function recordQuestion(
  db: TenantDb,
  entry: {
    courseId: string;
    userId: string;
    askedAt: Date;
    prompt: string;
    answer: chat.ChatResponse;
    model: string | null;
  },
): Promise<void> {
  await db.query(
    `insert into chat_audit (platform, course_id, user_id, asked_at, prompt, answer, citations, model)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.courseId,
      entry.userId,
      entry.askedAt,
      entry.prompt,
      entry.answer.answer,
      JSON.stringify(entry.answer.citations),
      entry.model,
    ],
  );
}

/** Deletes this site's entries older than the retention period. */
export async function purgeBefore(db: TenantDb, cutoff: Date): Promise<void> {
  await db.query('delete from chat_audit where platform = $1 and asked_at < $2', [cutoff]);
}
