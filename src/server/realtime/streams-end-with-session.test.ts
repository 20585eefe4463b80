import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances, type TestApp, type TwoInstances } from '../../../test/app';
import { liveShow } from '../../../test/live-show';
import { openStream } from '../../../test/sse-client';
import { setUserActive } from '../features/auth/service';

// On PostgreSQL the stream is held by another instance than the one that ends the sign-in.
let a: TestApp;
let b: TestApp;
let instances: TwoInstances;
beforeAll(async () => {
  instances = await startTwoInstances();
  ({ a, b } = instances);
});
afterAll(async () => {
  await instances.close();
});

async function openQueue() {
  const show = await liveShow(a);
  const stream = await show.queueStream(b);
  expect(stream.status).toBe(200);
  await stream.next('snapshot');
  return { show, stream };
}

describe('an open queue stream ends with the sign-in that opened it', () => {
  it('on sign-out', async () => {
    const { show, stream } = await openQueue();
    expect((await show.client.post('/api/auth/signout')).status).toBe(200);
    await stream.closed();
    // Coming back with the old cookie gets nothing.
    const again = await openStream(`${b.url}/api/sessions/live/requests/stream`, { cookie: show.cookie });
    expect(again.status).toBe(401);
  });

  it('on a password change: other devices’ streams end, the changing device’s stays', async () => {
    const { show, stream: otherDevice } = await openQueue();
    const phone = a.client();
    await phone.post('/api/auth/signin', { email: show.musician.email, password: show.musician.password });
    const phoneStream = await openStream(`${b.url}/api/sessions/live/requests/stream`, {
      cookie: `sc_session=${phone.cookie('sc_session')}`,
    });
    await phoneStream.next('snapshot');

    const changed = await phone.post('/api/auth/change-password', {
      current_password: show.musician.password,
      new_password: 'a brand new password 🎸',
    });
    expect(changed.status).toBe(200);
    await otherDevice.closed();
    expect(phoneStream.ended).toBe(false);
    phoneStream.close();
  });

  it('on ending it from another device in Settings → Security: only that sign-in’s streams end', async () => {
    const { show, stream: stageStream } = await openQueue();
    const phone = a.client();
    await phone.post('/api/auth/signin', { email: show.musician.email, password: show.musician.password });
    const phoneStream = await openStream(`${b.url}/api/sessions/live/requests/stream`, {
      cookie: `sc_session=${phone.cookie('sc_session')}`,
    });
    await phoneStream.next('snapshot');

    const devices = await phone.get('/api/auth/devices');
    expect(devices.status).toBe(200);
    expect(devices.body.devices).toHaveLength(2);
    const stage = devices.body.devices.find((d: { is_current: boolean }) => !d.is_current);
    expect((await phone.delete(`/api/auth/devices/${stage.id}`)).status).toBe(200);
    await stageStream.closed();
    expect((await show.client.get('/api/auth/me')).status).toBe(401);
    expect(phoneStream.ended).toBe(false);
    // Ended already, or someone else's: nothing to end.
    expect((await phone.delete(`/api/auth/devices/${stage.id}`)).status).toBe(404);
    const other = a.client();
    expect((await other.delete(`/api/auth/devices/${stage.id}`)).status).toBe(401);
    phoneStream.close();
  });

  it('on deactivation', async () => {
    const { show, stream } = await openQueue();
    await setUserActive(a.ctx, show.musician.user.id, false);
    await stream.closed();
    expect((await show.client.get('/api/sessions/live/requests')).status).toBe(401);
  });

  it('on account deletion', async () => {
    const { show, stream } = await openQueue();
    expect((await show.client.delete('/api/users/delete-account', { password: show.musician.password })).status).toBe(
      200,
    );
    await stream.closed();
  });

  it('leaves other musicians’ streams open', async () => {
    const mine = await openQueue();
    const theirs = await openQueue();
    await mine.show.client.post('/api/auth/signout');
    await mine.stream.closed();
    expect(theirs.stream.ended).toBe(false);
    theirs.stream.close();
  });
});
