import { useState, type FormEvent } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { scheduledSessionBody, type AdminScheduledSession } from '../../../../shared/admin/sessions';
import { formatPence } from '../../../../shared/money';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { errorMessage } from '../../../lib/api-client';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { useAdminAction, useLiveSessions, useScheduledSessions } from '../api/admin-api';
import {
  cell,
  numCell,
  dateTime,
  Loaded,
  Panel,
  Table,
  useConfirm,
  ymdToGb,
  PersonCell,
  FormActions,
} from './admin-ui';

/** Spec 2 'Sessions': current live sessions (pause, end) and future scheduled ones (edit, delete). */
export function SessionsTab() {
  const live = useLiveSessions();
  const scheduled = useScheduledSessions();
  const [dialog, ask] = useConfirm();
  const [editing, setEditing] = useState<AdminScheduledSession | null>(null);
  const pause = useAdminAction<number>('post', (id) => `/api/admin/sessions/live/${id}/pause`);
  const end = useAdminAction<number>('post', (id) => `/api/admin/sessions/live/${id}/end`);
  const remove = useAdminAction<number>('delete', (id) => `/api/admin/sessions/scheduled/${id}`);
  return (
    <div className="grid gap-6">
      <Panel title="Current Live Sessions">
        <Loaded query={live} empty="Nobody is live right now." isEmpty={(d) => d.sessions.length === 0}>
          {(d) => (
            <Table
              caption="Current live sessions"
              head={['Musician', 'Session', 'Venue', 'Started', 'Requests', 'Tips', 'Actions']}
            >
              {d.sessions.map((s) => (
                <tr key={s.id}>
                  <PersonCell name={s.musician_stage_name} email={s.musician_email} />
                  <td className={cell}>
                    {s.session_name ?? '—'}
                    {s.status === 'paused' ? <span className="ml-2 font-semibold text-danger">Paused</span> : null}
                  </td>
                  <td className={cell}>{s.venue_name ?? '—'}</td>
                  <td className={numCell}>{dateTime(s.started_at)}</td>
                  <td className={cell}>
                    {s.request_stats.total} ({s.request_stats.played} played, {s.request_stats.pending} pending)
                  </td>
                  <td className={numCell}>{formatPence(s.total_tips_amount)}</td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      {s.status === 'active' ? (
                        <Button
                          size="compact"
                          variant="secondary"
                          aria-label={`Pause the session of ${s.musician_stage_name}`}
                          onClick={() =>
                            ask({
                              title: 'Pause this session?',
                              message: `Fans cannot send ${s.musician_stage_name} requests until the musician resumes it.`,
                              confirmLabel: 'Pause',
                              failure: m.pauseFailed,
                              run: () => pause.mutateAsync(s.id),
                            })
                          }
                        >
                          Pause
                        </Button>
                      ) : null}
                      <Button
                        size="compact"
                        variant="danger"
                        aria-label={`End the session of ${s.musician_stage_name}`}
                        onClick={() =>
                          ask({
                            title: 'End this session?',
                            message: `${s.musician_stage_name}'s show ends now; their manager learns of it at once.`,
                            confirmLabel: 'End session',
                            failure: 'Failed to end session',
                            run: () => end.mutateAsync(s.id),
                          })
                        }
                      >
                        End
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Loaded>
      </Panel>
      <Panel title="Future Scheduled Sessions">
        <Loaded query={scheduled} empty="No gigs are scheduled." isEmpty={(d) => d.sessions.length === 0}>
          {(d) => (
            <Table
              caption="Future scheduled sessions"
              head={['Musician', 'Session', 'Address', 'Date', 'Time', 'Venue', 'Visibility', 'Actions']}
            >
              {d.sessions.map((s) => (
                <tr key={s.id}>
                  <PersonCell name={s.musician_stage_name} email={s.musician_email} />
                  <td className={cell}>{s.session_name ?? '—'}</td>
                  <td className={cell}>{s.location_address ?? '—'}</td>
                  <td className={numCell}>{ymdToGb(s.scheduled_date)}</td>
                  <td className={cell}>
                    {s.scheduled_start_time}–{s.scheduled_end_time ?? '?'}
                  </td>
                  <td className={cell}>{s.venue_name}</td>
                  <td className={cell}>{s.is_publicly_visible ? 'Public' : 'Private'}</td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="compact"
                        variant="secondary"
                        aria-label={`Edit the gig at ${s.venue_name}`}
                        onClick={() => setEditing(s)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="compact"
                        variant="danger"
                        aria-label={`Delete the gig at ${s.venue_name}`}
                        onClick={() =>
                          ask({
                            title: 'Delete this scheduled session?',
                            message: `${s.musician_stage_name}'s gig at ${s.venue_name} on ${ymdToGb(s.scheduled_date)} is removed.`,
                            confirmLabel: 'Delete',
                            failure: m.updateSessionFailed,
                            run: () => remove.mutateAsync(s.id),
                          })
                        }
                      >
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Loaded>
      </Panel>
      {dialog}
      {editing ? <EditScheduledModal session={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

interface Values {
  venue_name: string;
  session_name: string;
  location_address: string;
  scheduled_date: string;
  scheduled_start_time: string;
  scheduled_end_time: string;
  is_publicly_visible: boolean;
}

function EditScheduledModal({ session, onClose }: { session: AdminScheduledSession; onClose: () => void }) {
  const save = useAdminAction<Values>(
    'put',
    () => `/api/admin/sessions/scheduled/${session.id}`,
    (body) => body,
  );
  const form = useForm<Values, unknown>(
    {
      venue_name: session.venue_name,
      session_name: session.session_name ?? '',
      location_address: session.location_address ?? '',
      scheduled_date: session.scheduled_date,
      scheduled_start_time: session.scheduled_start_time,
      scheduled_end_time: session.scheduled_end_time ?? '',
      is_publicly_visible: session.is_publicly_visible,
    },
    fromSchema(scheduledSessionBody, (values: Values) => values),
  );
  const field = (name: Exclude<keyof Values, 'is_publicly_visible'>, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.target.value)}
      {...form.fieldProps(name)}
    />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !form.check()) return;
    save.mutate(form.values, {
      onSuccess: onClose,
      onError: (error) => form.fail(errorMessage(error, m.updateSessionFailed, m.updateSessionFailed)),
    });
  };
  return (
    <Modal isOpen title="Edit Scheduled Session" onClose={onClose}>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        {field('venue_name', 'Venue')}
        {field('session_name', 'Session name (optional)')}
        {field('location_address', 'Address (optional)')}
        {field('scheduled_date', 'Date (required)', 'date')}
        <div className="grid grid-cols-2 gap-3">
          {field('scheduled_start_time', 'Start (required)', 'time')}
          {field('scheduled_end_time', 'End (required)', 'time')}
        </div>
        <ToggleSwitch
          label="Public"
          description="Shown on the artist page and Future Events"
          isOn={form.values.is_publicly_visible}
          onChange={(isOn) => form.setField('is_publicly_visible', isOn)}
        />
        <FormAlert id={form.messageId} message={form.message} />
        <FormActions onCancel={onClose} isBusy={save.isPending} busyLabel="Saving…" submitLabel="Save" />
      </form>
    </Modal>
  );
}
