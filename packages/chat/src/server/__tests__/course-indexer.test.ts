import { createLearnClient } from '@tools/learn-api';
import { createSandbox, DEMO, inProcessFetch } from '@tools/sandbox';
import { describe, expect, it } from 'vitest';
import { listCourse } from '../course-indexer.ts';

const SITE = 'https://learn.test';
const BIO = DEMO.courses.bio101.id;

function staffClient() {
  const sandbox = createSandbox({ publicUrl: SITE });
  const client = createLearnClient({
    baseUrl: SITE,
    token: sandbox.state.issueToken(DEMO.users.instructor.id),
    fetch: inProcessFetch(sandbox.app),
  });
  return { sandbox, client };
}

/** Folders nested `depth` deep under BIO101's top level, with one document at the bottom. */
function nest(sandbox: ReturnType<typeof createSandbox>, depth: number) {
  let parentId: string | undefined;
  for (let level = 0; level <= depth; level += 1) {
    const id = sandbox.state.store.mintId();
    const folder = level < depth;
    sandbox.state.store.addContent({
      courseId: BIO,
      id,
      ...(parentId ? { parentId } : {}),
      title: folder ? `Level ${level}` : 'Deep document',
      body: folder ? '' : '<p>At the bottom.</p>',
      created: '2026-01-01T00:00:00.000Z',
      modified: '2026-01-01T00:00:00.000Z',
      position: 99,
      hasChildren: folder,
      hasGradebookColumns: false,
      hasAssociatedGroups: false,
      launchInNewWindow: false,
      reviewable: false,
      availability: { available: 'Yes', allowGuests: false, allowObservers: false, adaptiveRelease: {} },
      contentHandler: { id: folder ? 'resource/x-bb-folder' : 'resource/x-bb-document' },
    });
    parentId = id;
  }
}

describe('listCourse', () => {
  it('lists every item the caller sees, with its folder path, in one recursive listing', async () => {
    const { sandbox, client } = staffClient();
    const before = sandbox.state.requestLog.total;
    const listing = await listCourse(client, BIO);
    expect(listing.complete).toBe(true);
    expect(listing.items).toHaveLength(22);
    expect(sandbox.state.requestLog.total - before).toBe(1);
    const guide = listing.items.find((w) => w.item.id === DEMO.bio101.contents.markingGuide);
    expect(guide?.path).toEqual(['Instructor Resources']);
  });

  it('is not complete when a folder lies too deep to open (its items may exist: nothing is deleted)', async () => {
    const { sandbox, client } = staffClient();
    nest(sandbox, 22);
    const listing = await listCourse(client, BIO);
    expect(listing.items.some((w) => w.item.title === 'Deep document')).toBe(false);
    expect(listing.complete).toBe(false);
  });
});
