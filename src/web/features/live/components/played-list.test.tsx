import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayedList } from './played-list';

const LONG = `${'Supercalifragilistic'.repeat(8)} 🎻🎶`;

describe('PlayedList', () => {
  it('lists the night’s songs in the order played, saying which came from the set and who asked', () => {
    render(
      <PlayedList
        played={[
          {
            position: 1,
            kind: 'set',
            title: 'Mr Brightside',
            artist: 'The Killers',
            requests: 0,
            played_at: '2026-11-28T20:05:00.000Z',
          },
          {
            position: 2,
            kind: 'request',
            title: LONG,
            artist: null,
            requests: 1,
            played_at: '2026-11-28T20:09:00.000Z',
          },
          {
            position: 3,
            kind: 'set',
            title: 'Valerie',
            artist: 'Amy Winehouse',
            requests: 3,
            played_at: '2026-11-28T20:13:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Played list (3)' })).toBeTruthy();
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows[0]).toMatch(/^1\.Mr BrightsideThe Killers.* · From the set$/);
    expect(rows[1]).toMatch(new RegExp(`^2\\.${LONG}.* · A request · asked for by one fan$`, 'u'));
    expect(rows[2]).toMatch(/^3\.ValerieAmy Winehouse.* · From the set · asked for by 3 fans$/);
  });

  it('says so when nothing was marked played', () => {
    render(<PlayedList played={[]} />);
    expect(screen.getByRole('heading', { name: 'Played list (0)' })).toBeTruthy();
    expect(screen.getByText(/No song was marked played at this show/)).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
