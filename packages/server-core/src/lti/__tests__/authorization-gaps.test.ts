import { describe, expect, it } from 'vitest';
import { harnessEachTest } from '../../../test/harness.ts';

/**
 * The "another Learn site" row of POST /lti/deep-link (REVIEW.md): the same user id on another
 * site is another person, so a deep-linking launch stored for one Learn site cannot be answered
 * by a caller Learn identified on another, even with the launch's state in hand.
 */
const h = harnessEachTest();

const selected = { selectedItems: [{ id: 'lti-assignment-1', title: 'LTI Assignment 1' }] };
const post = (state: string) =>
  h.app.request(`/lti/deep-link?state=${encodeURIComponent(state)}`, {
    method: 'POST',
    body: JSON.stringify(selected),
    headers: { 'Content-Type': 'application/json', ...h.auth('instructor') },
  });

describe('POST /lti/deep-link, launch of another Learn site', () => {
  it('is refused with 403 and the launch stays unanswered', async () => {
    const { state } = await h.fullLaunch((n) => h.deepLinkClaims(n));
    const [launch] = await h.db.query<{ platform_url: string }>('select platform_url from lti_launches');
    await h.db.query("update lti_launches set platform_url = 'https://other-learn.test'");
    const refused = await post(state);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'This deep-linking launch belongs to another user.' });
    // Not used up by the refusal: on its own site the same user still answers it, once.
    await h.db.query('update lti_launches set platform_url = $1', [launch!.platform_url]);
    expect((await post(state)).status).toBe(200);
    expect((await post(state)).status).toBe(409);
  });
});
