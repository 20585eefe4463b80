import { Gift, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { USERS_PAGE_SIZE, type AdminUser } from '../../../../shared/admin/users';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { useAdminAction, useUsers } from '../api/admin-api';
import { AddUserModal } from './add-user-modal';
import { SendResetLinkButton } from './send-reset-link-button';
import { UserDetailPanel } from './user-detail-panel';
import { day, Loaded, NETWORK, Panel } from './admin-ui';
import { penceColumn } from './columns';
import { DataTable, type Column } from './data-table';
import { SearchField } from './filters';

const statusLabel = (user: AdminUser) => {
  if (!user.subscription_status) return '—';
  const trial = user.subscription_status === 'trial' && user.trial_ends_at ? ` (ends ${day(user.trial_ends_at)})` : '';
  return `${user.subscription_status}${trial}`;
};

const columns: ReadonlyArray<Column<AdminUser>> = [
  {
    header: 'Name',
    cell: (user) => user.stage_name || 'Unnamed',
    sortBy: (user) => user.stage_name,
    phone: 'title',
    className: 'font-semibold',
  },
  { header: 'E-mail', cell: (user) => user.email, sortBy: (user) => user.email },
  {
    header: 'Acts',
    cell: (user) =>
      user.acts.length === 0 ? '—' : user.acts.map((act) => `${act.stage_name} (${act.role})`).join(', '),
    sortBy: (user) => user.acts.length,
    className: 'break-words',
  },
  { header: 'Joined', cell: (user) => day(user.created_at), sortBy: (user) => user.created_at, isNumeric: true },
  {
    header: 'Type',
    cell: (user) => user.user_type,
    sortBy: (user) => user.user_type,
    className: 'whitespace-nowrap capitalize',
  },
  {
    header: 'Active',
    cell: (user) => (user.is_active ? 'Active' : 'Inactive'),
    sortBy: (user) => (user.is_active ? 1 : 0),
    phone: 'status',
  },
  { header: 'Subscription', cell: statusLabel, sortBy: (user) => user.subscription_status, className: 'capitalize' },
  penceColumn('Tips', (user) => user.total_tips_earned),
  { header: 'Requests', cell: (user) => user.total_requests_received, sortBy: (user) => user.total_requests_received },
];

/** Spec 2 'Users': the table, search and paging, and every action on an account. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const users = useUsers(deferred, page);
  const toast = useToast();
  const [isAdding, setIsAdding] = useState(false);
  const toggle = useAdminAction((id: number) => api.PUT('/api/admin/users/{id}/toggle-status', { path: { id } }));
  const grant = useAdminAction((id: number) =>
    api.POST('/api/admin/users/{id}/grant-free-subscription', { path: { id } }),
  );
  const revoke = useAdminAction((id: number) =>
    api.POST('/api/admin/users/{id}/revoke-free-subscription', { path: { id } }),
  );
  const gift = useAdminAction((id: number) => api.POST('/api/admin/users/{id}/gift-membership', { path: { id } }));
  const remove = useAdminAction((id: number) => api.DELETE('/api/admin/users/{id}', { path: { id } }));
  const resetFactor = useAdminAction((id: number) =>
    api.POST('/api/admin/users/{id}/reset-second-factor', { path: { id } }),
  );
  const [viewing, setViewing] = useState<number | null>(null);

  const run = (
    action: { mutate: (id: number, options: { onSuccess: () => void; onError: (error: Error) => void }) => void },
    id: number,
    failure: string,
    done: string,
  ) =>
    action.mutate(id, {
      onSuccess: () => toast.show(done, { tone: 'success' }),
      onError: (error) => toast.show(errorMessage(error, failure, NETWORK), { tone: 'error' }),
    });

  if (viewing !== null) return <UserDetailPanel userId={viewing} onBack={() => setViewing(null)} />;

  return (
    <Panel
      title="Users"
      actions={
        <Button onClick={() => setIsAdding(true)} icon={<Plus aria-hidden="true" className="size-4" />}>
          Add User
        </Button>
      }
    >
      <div className="mb-3 max-w-md">
        <SearchField
          label="Search users"
          placeholder="E-mail or stage name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <Loaded query={users} empty="No users match." isEmpty={(d) => d.users.length === 0}>
        {(d) => (
          <DataTable
            caption="Users"
            rows={d.users}
            rowKey={(user) => user.id}
            columns={columns}
            paging={{ page, pageSize: USERS_PAGE_SIZE, total: d.total, noun: ['user', 'users'], onPage: setPage }}
            actions={(user) => [
              { label: 'View', name: `View ${user.email}`, variant: 'primary', onClick: () => setViewing(user.id) },
              user.is_active
                ? {
                    label: 'Deactivate',
                    name: `Deactivate ${user.email}`,
                    confirm: {
                      title: 'Deactivate this account?',
                      message: `${user.email} is signed out everywhere at once and cannot sign in until activated again. A live show of theirs ends.`,
                      confirmLabel: 'Deactivate',
                      failure: m.updateUserFailed,
                      run: () => toggle.mutateAsync(user.id),
                    },
                  }
                : {
                    label: 'Activate',
                    name: `Activate ${user.email}`,
                    onClick: () => run(toggle, user.id, m.updateUserFailed, `${user.email} activated`),
                  },
              user.user_type === 'musician' &&
                (user.subscription_status === 'free'
                  ? {
                      label: 'Revoke free',
                      name: `Revoke lifetime free access of ${user.email}`,
                      confirm: {
                        title: 'Revoke lifetime free access?',
                        message: `${user.email} moves to a 14-day trial.`,
                        confirmLabel: 'Revoke',
                        failure: m.revokeFailed,
                        run: () => revoke.mutateAsync(user.id),
                      },
                    }
                  : {
                      label: 'Grant free',
                      name: `Grant lifetime free access to ${user.email}`,
                      onClick: () => run(grant, user.id, m.grantFailed, `${user.email} has lifetime free access`),
                    }),
              user.user_type === 'musician' && {
                label: 'Gift',
                name: `Gift membership to ${user.email}`,
                variant: 'ghost',
                icon: <Gift aria-hidden="true" className="size-4" />,
                onClick: () => run(gift, user.id, m.updateUserFailed, 'Noted in the audit log'),
              },
              <SendResetLinkButton key="reset" userId={user.id} email={user.email} disabled={!user.is_active} />,
              user.user_type === 'musician' && {
                label: 'Reset 2FA',
                name: `Reset the second factor of ${user.email}`,
                variant: 'ghost',
                confirm: {
                  title: 'Reset their second factor?',
                  message: `Only after you have checked it is really them: ${user.email} loses their passkeys, authenticator codes and recovery codes and signs in with the password alone until they set one up again. This is written to the audit log.`,
                  confirmLabel: 'Reset second factor',
                  failure: 'The second factor could not be reset',
                  run: () =>
                    resetFactor.mutateAsync(user.id).then(() => toast.show('Second factor reset', { tone: 'success' })),
                },
              },
              {
                label: 'Delete',
                name: `Delete ${user.email}`,
                variant: 'danger',
                confirm: {
                  title: 'Delete this user?',
                  message: `${user.email} and everything personal of theirs is deleted; their money records stay, anonymised. This cannot be undone.`,
                  confirmLabel: 'Delete',
                  failure: m.deleteUserFailed,
                  run: () => remove.mutateAsync(user.id),
                },
              },
            ]}
          />
        )}
      </Loaded>
      {isAdding ? <AddUserModal onClose={() => setIsAdding(false)} /> : null}
    </Panel>
  );
}
