import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hasInstitutionRole, INSTITUTION_ROLES } from '@tools/backend-api/contracts';
import { useMessages } from '@tools/launch';
import { getUser, learnKeys, useLearnClient } from '@tools/learn-api';
import { StatusView } from '@tools/ui';
import { messages } from '../messages.ts';

// The list and search (tables, forms) are a chunk of their own, fetched while the role is checked:
// the first paint ('Checking permissions…') does not wait for them, and the check does not either.
const loadAdminTool = () => import('./admin-tool.tsx');
const AdminTool = lazy(loadAdminTool);

/**
 * GradeHurdleAdmin (spec 002 §2): holders of GRADE_HURDLE_ADMIN choose which courses use Grade Hurdle.
 * Spec 002 §6: the role comes from /users/me (institutionRoleIds); a failed check restricts too.
 * This only decides what to show: the server checks the role with Learn again on every call.
 */
export default function GradeHurdleAdminScreen() {
  const m = useMessages(messages);
  const learn = useLearnClient();
  useEffect(() => void loadAdminTool(), []);
  const me = useQuery({
    queryKey: [...learnKeys.user(learn.baseUrl, 'me'), 'institutionRoleIds'],
    queryFn: ({ signal }) => getUser(learn, { userRef: 'me' }, { signal, fields: ['id', 'institutionRoleIds'] }),
  });
  if (me.isPending) return <StatusView status="loading" loadingText={m.checkingPermissions} />;
  const roles = me.data?.institutionRoleIds ?? [];
  if (!hasInstitutionRole(roles, INSTITUTION_ROLES.gradeHurdleAdmin))
    return <StatusView status="error" errorTitle={m.adminRestricted} />;
  return (
    <Suspense fallback={<StatusView status="loading" loadingText={m.loadingAssociations} />}>
      <AdminTool />
    </Suspense>
  );
}
