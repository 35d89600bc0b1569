import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { INSTITUTION_ROLES, hasInstitutionRole } from '@tools/backend-api/contracts';
import type * as e from '../contracts.ts';
import { useMessages, type ToolScreenProps } from '@tools/launch';
import { useLearnClient, userQueryOptions } from '@tools/learn-api';
import { Button, SelectField, StatusView, TextField } from '@tools/ui';
import { messages } from '../messages.ts';
import { CourseResults } from './course-results.tsx';
import { EnrollmentRecord } from './enrollment-record.tsx';
import { useCourseSearch, type Search } from './use-course-search.ts';
import '../enrollment.css';

/**
 * QuickEnroll (spec 000 §2): find courses and enrol yourself as Instructional Designer. The
 * ID_USER check here only decides what to show; the server checks it again with Learn.
 */
export default function QuickEnrollScreen({ launch }: ToolScreenProps<'token' | 'uuid'>) {
  return <RoleCheck uuid={launch.uuid} platformUrl={launch.platformUrl} />;
}

function RoleCheck(launch: { uuid: string; platformUrl: string | null }) {
  const m = useMessages(messages);
  const client = useLearnClient();
  const me = useQuery(userQueryOptions(client, launch.uuid));
  if (me.isPending) return <StatusView status="loading" loadingText={m.loading} />;
  // Spec 000 §6: no ID_USER, or a failed lookup, shows 'Permission Denied'.
  if (me.isError || !hasInstitutionRole(me.data.institutionRoleIds ?? [], INSTITUTION_ROLES.idUser)) {
    return <StatusView status="error" error={m.permissionDenied} />;
  }
  return (
    <>
      <QuickEnroll {...launch} />
      <EnrollmentRecord />
    </>
  );
}

const TYPES: e.SearchType[] = ['courseId', 'courseName', 'term', 'instructor'];

function QuickEnroll(launch: { uuid: string; platformUrl: string | null }) {
  const m = useMessages(messages);
  const [searchType, setSearchType] = useState<e.SearchType>('courseId');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [search, setSearch] = useState<Search | null>(null);
  const results = useCourseSearch(search, launch);
  const label: Record<e.SearchType, string> = {
    courseId: m.typeCourseId,
    courseName: m.typeCourseName,
    term: m.typeTerm,
    instructor: m.typeInstructor,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searchValue = value.trim();
    setInvalid(searchValue === '');
    if (searchValue === '') return;
    setSearch({ searchType, searchValue });
    if (search?.searchType === searchType && search.searchValue === searchValue) void results.refetch();
  };

  return (
    <section aria-label={m.title}>
      <form className="quick-enroll-form" onSubmit={submit} noValidate>
        <SelectField
          label={m.searchType}
          value={searchType}
          onChange={(_, v) => setSearchType(v as e.SearchType)}
          options={TYPES.map((t) => ({ value: t, label: label[t] }))}
        />
        <TextField
          label={m.searchValue}
          value={value}
          onChange={(_, v) => {
            setValue(v);
            if (invalid && v.trim() !== '') setInvalid(false);
          }}
          error={invalid ? m.valueRequired : undefined}
          required
        />
        <Button
          type="submit"
          variant="primary"
          busy={results.isFetching && !results.isFetchingNextPage}
          busyText={m.searching}
        >
          {m.search}
        </Button>
      </form>
      {search && <CourseResults query={results} launch={launch} />}
    </section>
  );
}
