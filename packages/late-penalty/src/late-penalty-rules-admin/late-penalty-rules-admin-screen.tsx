import { useQuery } from '@tanstack/react-query';
import { useMessages } from '@tools/launch';
import { getUser, learnKeys, useLearnClient } from '@tools/learn-api';
import { StatusView, Tabs } from '@tools/ui';
import { adminMessages as messages } from '../admin-messages.ts';
import '../late-penalty.css';
import { ManageRulesTab } from './manage-rules-tab.tsx';
import { ViewPenaltiesTab } from './view-penalties-tab.tsx';

export const LATE_PENALTY_ADMIN = 'LATE_PENALTY_ADMIN';

/** LatePenaltyRulesAdmin: holders of LATE_PENALTY_ADMIN manage rules and view applied penalties. */
export default function LatePenaltyRulesAdminScreen() {
  return <AccessGate />;
}

/** Spec 002 §6: allowed only if /users/me lists the institution role; a failed check restricts too. */
function AccessGate() {
  const m = useMessages(messages);
  const client = useLearnClient();
  const fields = ['id', 'institutionRoleIds'];
  const me = useQuery({
    queryKey: learnKeys.userFields(client.baseUrl, 'me', fields),
    queryFn: ({ signal }) => getUser(client, { userRef: 'me' }, { signal, fields }),
  });
  if (me.isPending) return <StatusView status="loading" loadingText={m.checkingPermissions} />;
  const allowed = me.data?.institutionRoleIds?.some((r) => r.toUpperCase() === LATE_PENALTY_ADMIN) ?? false;
  if (!allowed) return <StatusView status="error" errorTitle={m.accessRestricted} error={m.adminRestricted} />;
  return (
    <Tabs
      label={m.tabsLabel}
      storageKey="late-penalty-admin-tab"
      tabs={[
        { id: 'manage', label: m.tabManage, content: <ManageRulesTab /> },
        { id: 'view', label: m.tabView, content: <ViewPenaltiesTab /> },
      ]}
    />
  );
}
