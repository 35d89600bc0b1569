import type { RelatedArticle } from '../contracts.ts';
import { useMessages } from '@tools/launch';
import { SafeHtml, Table, type ColumnDef } from '@tools/ui';
import { articleQuery, gradeText, type TutorRow } from '../domain/index.ts';
import { messages } from '../messages.ts';
import type { Instructions } from './use-instructions.ts';

interface TutorTableProps {
  title: string;
  rows: TutorRow[];
  instructions: Map<string, Instructions>;
  articles: Map<string, RelatedArticle[] | undefined>;
}

/** One of the two tables: Grade, Grade Column, Instructions (sanitised HTML), related-article links. */
export function TutorTable({ title, rows, instructions, articles }: TutorTableProps) {
  const m = useMessages(messages);
  const columns: ColumnDef<TutorRow>[] = [
    {
      id: 'grade',
      accessorFn: (r) => r.percent,
      header: m.colGrade,
      cell: (c) => gradeText(c.row.original.percent, m.noGrade),
    },
    { accessorKey: 'columnName', header: m.colColumn },
    {
      id: 'instructions',
      header: m.colInstructions,
      enableSorting: false,
      cell: ({ row }) => {
        const info = row.original.contentId ? instructions.get(row.original.contentId) : undefined;
        if (info?.status === 'loading') return m.instructionsLoading;
        if (info?.status === 'ready' && info.html) return <SafeHtml html={info.html} />;
        return m.noInstructions;
      },
    },
    {
      id: 'articles',
      header: m.colArticles,
      enableSorting: false,
      cell: ({ row }) => {
        const list = articles.get(articleQuery(row.original.columnName)) ?? [];
        if (list.length === 0) return null;
        return (
          <ul className="tutor-links" style={{ margin: 0, paddingInlineStart: '1.1rem' }}>
            {list.map((a) => (
              <li key={a.url}>
                <a href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.title}
                  <span className="visually-hidden"> {m.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        );
      },
    },
  ];
  return (
    <Table
      label={title}
      captionVisible
      columns={columns}
      data={rows}
      emptyText={m.empty}
      getRowId={(r) => r.columnId}
    />
  );
}
