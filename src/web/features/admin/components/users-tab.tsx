import { Gift, Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { USERS_PAGE_SIZE, type AdminUser } from '../../../../shared/admin/users';
import { formatPence } from '../../../../shared/money';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAdminAction, useUsers } from '../api/admin-api';
import { AddUserModal } from './add-user-modal';
import { SendResetLinkButton } from './send-reset-link-button';
import { UserDetailPanel } from './user-detail-panel';
import { cell, numCell, day, Loaded, NETWORK, Panel, Table, useConfirm } from './admin-ui';

const statusLabel = (user: AdminUser) => {
  if (!user.subscription_status) return '—';
  const trial = user.subscription_status === 'trial' && user.trial_ends_at ? ` (ends ${day(user.trial_ends_at)})` : '';
  return `${user.subscription_status}${trial}`;
};

/** Spec 2 'Users': the table, search and paging, and every action on an account. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const users = useUsers(deferred, page);
  const toast = useToast();
  const [isAdding, setIsAdding] = useState(false);
  const [dialog, ask] = useConfirm();
  const toggle = useAdminAction<number>('put', (id) => `/api/admin/users/${id}/toggle-status`);
  const grant = useAdminAction<number>('post', (id) => `/api/admin/users/${id}/grant-free-subscription`);
  const revoke = useAdminAction<number>('post', (id) => `/api/admin/users/${id}/revoke-free-subscription`);
  const gift = useAdminAction<number>('post', (id) => `/api/admin/users/${id}/gift-membership`);
  const remove = useAdminAction<number>('delete', (id) => `/api/admin/users/${id}`);
  const resetFactor = useAdminAction<number>('post', (id) => `/api/admin/users/${id}/reset-second-factor`);
  const [viewing, setViewing] = useState<number | null>(null);

  const run = (action: typeof toggle, id: number, failure: string, done: string) =>
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
        <TextField
          label="Search users"
          placeholder="E-mail or stage name"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          trailing={<Search aria-hidden="true" className="size-4 text-ink-muted" />}
        />
      </div>
      <Loaded query={users} empty="No users match." isEmpty={(d) => d.users.length === 0}>
        {(d) => (
          <>
            <Table
              caption="Users"
              head={['Name', 'E-mail', 'Joined', 'Type', 'Active', 'Subscription', 'Tips', 'Requests', 'Actions']}
            >
              {d.users.map((user) => {
                const name = user.stage_name || 'Unnamed';
                return (
                  <tr key={user.id}>
                    <td className={`${cell} font-semibold`}>{name}</td>
                    <td className={cell}>{user.email}</td>
                    <td className={numCell}>{day(user.created_at)}</td>
                    <td className={`${cell} capitalize`}>{user.user_type}</td>
                    <td className={cell}>{user.is_active ? 'Active' : 'Inactive'}</td>
                    <td className={`${cell} capitalize`}>{statusLabel(user)}</td>
                    <td className={numCell}>{formatPence(user.total_tips_earned)}</td>
                    <td className={cell}>{user.total_requests_received}</td>
                    <td className={cell}>
                      <div className="flex flex-wrap gap-2">
                        <Button size="compact" aria-label={`View ${user.email}`} onClick={() => setViewing(user.id)}>
                          View
                        </Button>
                        <Button
                          size="compact"
                          variant="secondary"
                          aria-label={`${user.is_active ? 'Deactivate' : 'Activate'} ${user.email}`}
                          onClick={() =>
                            user.is_active
                              ? ask({
                                  title: 'Deactivate this account?',
                                  message: `${user.email} is signed out everywhere at once and cannot sign in until activated again. A live show of theirs ends.`,
                                  confirmLabel: 'Deactivate',
                                  failure: m.updateUserFailed,
                                  run: () => toggle.mutateAsync(user.id),
                                })
                              : run(toggle, user.id, m.updateUserFailed, `${user.email} activated`)
                          }
                        >
                          {user.is_active ? 'Deactivate' : 'Activate'}
                        </Button>
                        {user.user_type === 'musician' ? (
                          user.subscription_status === 'free' ? (
                            <Button
                              size="compact"
                              variant="secondary"
                              aria-label={`Revoke lifetime free access of ${user.email}`}
                              onClick={() =>
                                ask({
                                  title: 'Revoke lifetime free access?',
                                  message: `${user.email} moves to a 14-day trial.`,
                                  confirmLabel: 'Revoke',
                                  failure: m.revokeFailed,
                                  run: () => revoke.mutateAsync(user.id),
                                })
                              }
                            >
                              Revoke free
                            </Button>
                          ) : (
                            <Button
                              size="compact"
                              variant="secondary"
                              aria-label={`Grant lifetime free access to ${user.email}`}
                              onClick={() =>
                                run(grant, user.id, m.grantFailed, `${user.email} has lifetime free access`)
                              }
                            >
                              Grant free
                            </Button>
                          )
                        ) : null}
                        {user.user_type === 'musician' ? (
                          <Button
                            size="compact"
                            variant="ghost"
                            aria-label={`Gift membership to ${user.email}`}
                            icon={<Gift aria-hidden="true" className="size-4" />}
                            onClick={() => run(gift, user.id, m.updateUserFailed, 'Noted in the audit log')}
                          >
                            Gift
                          </Button>
                        ) : null}
                        <SendResetLinkButton userId={user.id} email={user.email} disabled={!user.is_active} />
                        {user.user_type === 'musician' ? (
                          <Button
                            size="compact"
                            variant="ghost"
                            aria-label={`Reset the second factor of ${user.email}`}
                            onClick={() =>
                              ask({
                                title: 'Reset their second factor?',
                                message: `Only after you have checked it is really them: ${user.email} loses their passkeys, authenticator codes and recovery codes and signs in with the password alone until they set one up again. This is written to the audit log.`,
                                confirmLabel: 'Reset second factor',
                                failure: 'The second factor could not be reset',
                                run: () =>
                                  resetFactor
                                    .mutateAsync(user.id)
                                    .then(() => toast.show('Second factor reset', { tone: 'success' })),
                              })
                            }
                          >
                            Reset 2FA
                          </Button>
                        ) : null}
                        <Button
                          size="compact"
                          variant="danger"
                          aria-label={`Delete ${user.email}`}
                          onClick={() =>
                            ask({
                              title: 'Delete this user?',
                              message: `${user.email} and everything personal of theirs is deleted; their money records stay, anonymised. This cannot be undone.`,
                              confirmLabel: 'Delete',
                              failure: m.deleteUserFailed,
                              run: () => remove.mutateAsync(user.id),
                            })
                          }
                        >
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </Table>
            <div className="mt-3 flex items-center justify-between gap-2 text-sm text-ink-muted">
              <span>
                {d.total} {d.total === 1 ? 'user' : 'users'} · page {page} of{' '}
                {Math.max(1, Math.ceil(d.total / USERS_PAGE_SIZE))}
              </span>
              <div className="flex gap-2">
                <Button size="compact" variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <Button
                  size="compact"
                  variant="secondary"
                  disabled={page * USERS_PAGE_SIZE >= d.total}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </div>
            </div>
          </>
        )}
      </Loaded>
      {dialog}
      {isAdding ? <AddUserModal onClose={() => setIsAdding(false)} /> : null}
    </Panel>
  );
}
