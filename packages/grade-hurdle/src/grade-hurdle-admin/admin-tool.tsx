import { useState } from 'react';
import { emptyDraft, withCourse, type Draft } from './admin-rows.ts';
import { AssociationsPanel } from './associations-panel.tsx';
import { CourseSearchPanel } from './course-search-panel.tsx';
import './admin.css';

/** The admin's work: the association list and the Add Association search, sharing one draft. */
export default function AdminTool() {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  return (
    <div className="gha-stack">
      <AssociationsPanel draft={draft} setDraft={setDraft} />
      <CourseSearchPanel draft={draft} onAdd={(course) => setDraft((d) => withCourse(d, course))} />
    </div>
  );
}
