import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentItemUrl,
  contentTypeCounts,
  courseOutlineUrl,
  dedupeInstructors,
  externalLinks,
  embeddedFiles,
  findVideos,
  pickAttachment,
  formatPhone,
  handlerCounts,
  linkableItems,
  safeWebUrl,
  urlsInHtml,
  videoUrlKind,
} from '../index.ts';

const HOST = 'https://learn.example.edu';
const walked = (item: Record<string, unknown>, depth = 0, path: string[] = []) => ({ item, depth, path });

describe('formatPhone', () => {
  it.each([
    ['5550201111', '(555) 020-1111'],
    ['555-020-1111', '(555) 020-1111'],
    ['(555) 020 1111', '(555) 020-1111'],
    ['+1 555 020 1111', '+1 555 020 1111'],
    ['020 1111', '020 1111'],
    ['', ''],
    [undefined, ''],
  ])('%s -> %s', (raw, formatted) => expect(formatPhone(raw)).toBe(formatted));

  it('reformats exactly when there are 10 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        const digits = raw.replace(/\D/g, '');
        const out = formatPhone(raw);
        if (digits.length === 10) expect(out).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        else expect(out).toBe(raw.trim());
      }),
    );
  });
});

describe('dedupeInstructors', () => {
  it('keys by full name, skips empty names and fills missing contact details from a later record', () => {
    expect(
      dedupeInstructors([
        { name: { given: 'Ada', family: 'Lovelace' }, contact: { email: 'ada@x.edu' } },
        { name: { given: ' ', family: '' }, contact: { email: 'ghost@x.edu' } },
        { name: { given: 'Ada', family: 'Lovelace' }, contact: { email: 'other@x.edu', mobilePhone: '5551234567' } },
        { name: { given: 'Alan', family: 'Turing' } },
        {},
      ]),
    ).toEqual([
      { name: 'Ada Lovelace', email: 'ada@x.edu', phone: '(555) 123-4567' },
      { name: 'Alan Turing', email: '', phone: '' },
    ]);
  });
});

describe('links', () => {
  it('builds the course outline link and item links on the Learn host', () => {
    expect(courseOutlineUrl(`${HOST}/`, '_12_1')).toBe(`${HOST}/ultra/courses/_12_1/outline`);
    expect(contentItemUrl(HOST, '_12_1', { id: '_5_1', links: [{ rel: 'alternate', href: '/ultra/x?y=1' }] })).toBe(
      `${HOST}/ultra/x?y=1`,
    );
    expect(contentItemUrl(HOST, '_12_1', { id: '_5_1' })).toBe(
      `${HOST}/ultra/courses/_12_1/outline/edit/document/_5_1?courseId=_12_1&view=content`,
    );
  });

  it('never makes a javascript: or data: URL clickable', () => {
    expect(safeWebUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeWebUrl('data:text/html,x')).toBeUndefined();
    expect(safeWebUrl('not a url')).toBeUndefined();
    expect(safeWebUrl('/path', HOST)).toBe(`${HOST}/path`);
  });
});

describe('reports', () => {
  const items = [
    walked({
      id: '_1',
      title: 'Week 1',
      contentHandler: { id: 'resource/x-bb-folder' },
      links: [{ rel: 'alternate', href: '/f' }],
    }),
    walked(
      {
        id: '_2',
        title: 'Quiz',
        contentHandler: { id: 'resource/x-bb-asmt-test-link' },
        links: [{ rel: 'alternate', href: '/q' }],
      },
      1,
    ),
    walked(
      { id: '_3', title: '', contentHandler: { id: 'resource/x-bb-externallink', url: 'https://a.example/x' } },
      1,
    ),
    walked({
      id: '_4',
      title: 'Bad',
      contentHandler: { id: 'resource/x-bb-externallink', url: 'javascript:alert(1)' },
    }),
    walked({
      id: '_5',
      title: 'Top link',
      contentHandler: { id: 'resource/x-bb-externallink', url: 'https://b.example/' },
    }),
    walked({ id: '_6', title: 'No link' }),
  ];

  it('linkable content: items with a link, assessment links skipped, unsafe URLs dropped', () => {
    expect(linkableItems(items, HOST).map((i) => [i.title, i.type, i.url])).toEqual([
      ['Week 1', 'resource/x-bb-folder', `${HOST}/f`],
      ['https://a.example/x', 'resource/x-bb-externallink', 'https://a.example/x'],
      ['Top link', 'resource/x-bb-externallink', 'https://b.example/'],
    ]);
  });

  it('external links, anywhere or top level only, with the untitled fallback', () => {
    expect(externalLinks(items, 'Untitled Link').map((l) => l.title)).toEqual(['Untitled Link', 'Top link']);
    expect(externalLinks(items, 'Untitled Link', true).map((l) => l.title)).toEqual(['Top link']);
  });

  it('counts per handler id and per content type, most frequent first', () => {
    expect(handlerCounts(items)).toEqual([
      { key: 'resource/x-bb-externallink', count: 3 },
      { key: 'resource/x-bb-asmt-test-link', count: 1 },
      { key: 'resource/x-bb-folder', count: 1 },
      { key: 'Unknown', count: 1 },
    ]);
    expect(contentTypeCounts(items)).toEqual([
      { key: 'Web Link', count: 3 },
      { key: 'Folder', count: 1 },
      { key: 'Test', count: 1 },
      { key: 'Unknown', count: 1 },
    ]);
  });
});

describe('videos', () => {
  it('classifies video files and streaming links', () => {
    expect(videoUrlKind('https://cdn.example/a/Lecture%201.MOV')).toEqual({
      kind: 'file',
      url: 'https://cdn.example/a/Lecture%201.MOV',
    });
    expect(videoUrlKind('https://youtu.be/abc')?.kind).toBe('link');
    expect(videoUrlKind('https://player.vimeo.com/video/1')?.kind).toBe('link');
    expect(videoUrlKind('https://notyoutube.com/watch')).toBeUndefined();
    expect(videoUrlKind('https://example.org/reading')).toBeUndefined();
    expect(videoUrlKind('javascript:alert(1)//.mp4')).toBeUndefined();
  });

  it('reads href/src values from HTML without a DOM', () => {
    expect(
      urlsInHtml(
        `<p><a href="https://x/a.mp4?x=1&amp;y=2">v</a><video src='/v.webm'></video><a href="https://x/a.mp4?x=1&amp;y=2">again</a></p>`,
      ),
    ).toEqual(['https://x/a.mp4?x=1&y=2', '/v.webm']);
  });

  it('finds uploads (by MIME type or extension), video links and videos in bodies', () => {
    const found = findVideos(
      [
        walked(
          {
            id: '_1',
            title: 'Upload',
            contentHandler: { id: 'resource/x-bb-file', file: { fileName: 'clip.bin', mimeType: 'video/mp4' } },
            links: [{ rel: 'alternate', href: '/item/1' }],
          },
          1,
          ['Week 1'],
        ),
        walked({
          id: '_2',
          title: 'PDF',
          contentHandler: { id: 'resource/x-bb-file', file: { fileName: 'notes.pdf', mimeType: 'application/pdf' } },
          links: [{ rel: 'alternate', href: '/item/2' }],
        }),
        walked({
          id: '_3',
          title: 'Vimeo',
          contentHandler: { id: 'resource/x-bb-externallink', url: 'https://vimeo.com/1' },
        }),
        walked({
          id: '_4',
          title: 'Direct',
          contentHandler: { id: 'resource/x-bb-externallink', url: 'https://cdn.example/talk.webm' },
        }),
        walked({
          id: '_5',
          title: 'Doc',
          contentHandler: { id: 'resource/x-bb-document' },
          body: '<a href="/media/demo.mp4">demo</a> <a href="https://example.org">site</a>',
        }),
      ],
      HOST,
    );
    expect(found.map((v) => [v.title, v.kind, v.path.join('/'), v.openUrl, v.downloadUrl ?? null])).toEqual([
      ['Upload', 'file', 'Week 1', `${HOST}/item/1`, null],
      ['Vimeo', 'link', '', 'https://vimeo.com/1', null],
      ['Direct', 'file', '', 'https://cdn.example/talk.webm', 'https://cdn.example/talk.webm'],
      ['Doc', 'file', '', `${HOST}/media/demo.mp4`, `${HOST}/media/demo.mp4`],
    ]);
  });

  it('reads the files Ultra embeds in a document (data-bbfile JSON), ignoring malformed ones', () => {
    const embed = (json: string) =>
      `<a href="@X@EmbeddedFile.requestUrlStub@X@bbcswebdav/xid-1_1" data-bbfile="${json.replace(/"/g, '&quot;')}">f</a>`;
    const body =
      embed('{"linkName":"talk.mp4","mimeType":"video/mp4"}') +
      embed('{"linkName":"notes.pdf"}') +
      embed('{broken') +
      embed('{"mimeType":"video/mp4"}');
    expect(embeddedFiles(body)).toEqual([{ fileName: 'talk.mp4', mimeType: 'video/mp4' }, { fileName: 'notes.pdf' }]);
    expect(embeddedFiles(undefined)).toEqual([]);
  });

  it('marks Learn-stored videos for download through the attachments API', () => {
    const body = `<p>Watch</p><a data-bbfile="{&quot;linkName&quot;:&quot;safety.webm&quot;,&quot;mimeType&quot;:&quot;video/webm&quot;}">x</a><a data-bbfile="{&quot;linkName&quot;:&quot;sheet.pdf&quot;,&quot;mimeType&quot;:&quot;application/pdf&quot;}">y</a>`;
    const [upload, attached, ...rest] = findVideos(
      [
        walked({
          id: '_1',
          title: 'Upload',
          contentHandler: { id: 'resource/x-bb-file', file: { fileName: 'clip.mp4', mimeType: 'video/mp4' } },
          links: [{ rel: 'alternate', href: '/item/1' }],
        }),
        walked({
          id: '_6',
          title: 'Safety',
          contentHandler: { id: 'resource/x-bb-document' },
          body,
          links: [{ rel: 'alternate', href: '/item/6' }],
        }),
      ],
      HOST,
    );
    expect(rest).toEqual([]);
    expect(upload).toMatchObject({
      kind: 'file',
      openUrl: `${HOST}/item/1`,
      learnFile: { contentId: '_1', fileName: 'clip.mp4', upload: true },
    });
    expect(upload?.downloadUrl).toBeUndefined();
    expect(attached).toMatchObject({
      title: 'Safety',
      kind: 'file',
      fileName: 'safety.webm',
      openUrl: `${HOST}/item/6`,
      learnFile: { contentId: '_6', fileName: 'safety.webm', upload: false },
    });

    // The attachment to download: by file name; for an upload, else its only video.
    const list = [
      { id: '_9_1', fileName: 'other.pdf', mimeType: 'application/pdf' },
      { id: '_8_1', fileName: 'renamed.mp4', mimeType: 'video/mp4' },
    ];
    expect(pickAttachment(upload!, list)?.id).toBe('_8_1');
    expect(pickAttachment(attached!, list)).toBeUndefined();
    expect(pickAttachment(attached!, [...list, { id: '_7_1', fileName: 'safety.webm' }])?.id).toBe('_7_1');
    expect(pickAttachment(upload!, [...list, { id: '_6_1', fileName: 'b.mov' }])).toBeUndefined(); // two videos: ambiguous
  });
});
