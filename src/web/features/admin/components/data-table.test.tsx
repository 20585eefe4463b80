import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, PHONE_QUERY, type Column, type Paging } from './data-table';

interface Musician {
  id: number;
  name: string;
  email: string;
  tips: number;
  joined: string | null;
  status: 'active' | 'paused';
}

const longName = `🎸${'Fiddler'.repeat(12)}🎶`;
const musicians: Musician[] = [
  { id: 1, name: 'Harbour Lights', email: 'harbour@example.test', tips: 1500, joined: '2026-03-01', status: 'active' },
  { id: 2, name: 'anchor Chain', email: 'anchor@example.test', tips: 200, joined: null, status: 'paused' },
  { id: 3, name: longName, email: 'fiddler@example.test', tips: 90_000, joined: '2026-01-15', status: 'active' },
  { id: 4, name: 'Copper Kettle', email: 'copper@example.test', tips: 1000, joined: '2026-02-10', status: 'paused' },
];

const columns: ReadonlyArray<Column<Musician>> = [
  { header: 'Name', cell: (m) => m.name, sortBy: (m) => m.name, phone: 'title' },
  { header: 'E-mail', cell: (m) => m.email },
  { header: 'Tips', cell: (m) => `£${(m.tips / 100).toFixed(2)}`, sortBy: (m) => m.tips, isNumeric: true },
  { header: 'Joined', cell: (m) => m.joined ?? '—', sortBy: (m) => m.joined, isNumeric: true },
  { header: 'Status', cell: (m) => m.status, sortBy: (m) => m.status, phone: 'status' },
];

/** The window's width as the table's media query sees it. */
function viewport(isPhone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: isPhone && query === PHONE_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

function renderTable(props: { rows?: Musician[]; paging?: Paging; onPause?: (m: Musician) => Promise<unknown> } = {}) {
  const onView = vi.fn<(m: Musician) => void>();
  const onPause = vi.fn(props.onPause ?? (() => Promise.resolve()));
  render(
    <DataTable
      caption="Musicians"
      rows={props.rows ?? musicians}
      rowKey={(m) => m.id}
      columns={columns}
      paging={props.paging}
      actions={(m) => [
        { label: 'View', name: `View ${m.name}`, onClick: () => onView(m) },
        m.status === 'active' && {
          label: 'Pause',
          name: `Pause ${m.name}`,
          variant: 'danger',
          confirm: {
            title: 'Pause this musician?',
            message: `${m.name} stops taking requests.`,
            confirmLabel: 'Pause',
            failure: 'Failed to pause session',
            run: () => onPause(m),
          },
        },
      ]}
    />,
  );
  return { onView, onPause };
}

/** The first cell of each body row, top to bottom. */
const names = () =>
  within(screen.getByRole('table', { name: 'Musicians' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('sorts by a column, ascending then descending, with empty values last either way', () => {
    viewport(false);
    renderTable();
    expect(names()).toEqual(['Harbour Lights', 'anchor Chain', longName, 'Copper Kettle']);
    const tipsHeader = screen.getByRole('columnheader', { name: 'Tips' });
    expect(tipsHeader.getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(tipsHeader).getByRole('button', { name: 'Tips' }));
    expect(names()).toEqual(['anchor Chain', 'Copper Kettle', 'Harbour Lights', longName]);
    expect(tipsHeader.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(tipsHeader).getByRole('button', { name: 'Tips' }));
    expect(names()).toEqual([longName, 'Harbour Lights', 'Copper Kettle', 'anchor Chain']);
    expect(tipsHeader.getAttribute('aria-sort')).toBe('descending');

    // Text sorts without regard to case (an emoji before letters); a missing date is never the oldest.
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual([longName, 'anchor Chain', 'Copper Kettle', 'Harbour Lights']);
    fireEvent.click(screen.getByRole('button', { name: 'Joined' }));
    fireEvent.click(screen.getByRole('button', { name: 'Joined' }));
    expect(names()).toEqual(['Harbour Lights', 'Copper Kettle', longName, 'anchor Chain']);
    // A column without a sort value is a plain header.
    expect(within(screen.getByRole('columnheader', { name: 'E-mail' })).queryByRole('button')).toBeNull();
  });

  it('pages the rows it was given, and keeps the order across pages', () => {
    viewport(false);
    const many = Array.from({ length: 27 }, (_, index) => ({
      ...musicians[0]!,
      id: index + 1,
      name: `Act ${index + 1}`,
      tips: index,
    }));
    renderTable({ rows: many, paging: { pageSize: 25, noun: ['musician', 'musicians'] } });
    expect(names()).toHaveLength(25);
    expect(screen.getByText('27 musicians · page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Act 26', 'Act 27']);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    // Sorting starts again from the first page, across every row, not only the page shown.
    fireEvent.click(screen.getByRole('button', { name: 'Tips' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tips' }));
    expect(names().slice(0, 2)).toEqual(['Act 27', 'Act 26']);
    expect(screen.getByText('27 musicians · page 1 of 2')).toBeTruthy();
  });

  it('asks the server for the next page when the server pages', () => {
    viewport(false);
    const onPage = vi.fn();
    renderTable({ paging: { page: 2, pageSize: 2, total: 5, noun: ['musician', 'musicians'], onPage } });
    expect(screen.getByText('5 musicians · page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('runs a row action for its own row, and asks before a confirmed one', async () => {
    viewport(false);
    let fail = true;
    const { onView, onPause } = renderTable({
      onPause: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve()),
    });
    fireEvent.click(screen.getByRole('button', { name: 'View Copper Kettle' }));
    expect(onView).toHaveBeenCalledWith(musicians[3]);

    // Paused musicians offer no Pause.
    expect(screen.queryByRole('button', { name: 'Pause anchor Chain' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pause Harbour Lights' }));
    const dialog = screen.getByRole('dialog', { name: 'Pause this musician?' });
    expect(within(dialog).getByText('Harbour Lights stops taking requests.')).toBeTruthy();
    expect(onPause).not.toHaveBeenCalled();

    // A failure stays in the dialog, which offers the action again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toMatch(/./));
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onPause).toHaveBeenCalledTimes(2);
    expect(onPause).toHaveBeenLastCalledWith(musicians[0]);
  });

  it('on a phone, shows each row as a card with its status and actions in view', () => {
    viewport(true);
    const { onView } = renderTable();
    const table = screen.getByRole('table', { name: 'Musicians' });
    // No 60rem-wide table scrolling sideways: the cards fit the screen.
    expect(table.closest('.overflow-x-auto')).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    for (const [index, row] of rows.entries()) {
      const musician = musicians[index]!;
      expect(row.getAttribute('data-layout')).toBe('card');
      const [title, , , , status] = within(row).getAllByRole('cell');
      // The heading and the status share the card's first line, without a label before them...
      expect(title!.textContent).toBe(musician.name);
      expect(title!.className).toContain('row-start-1');
      expect(status!.textContent).toBe(musician.status);
      expect(status!.className).toContain('row-start-1');
      // ...and the other values carry their column's name, for the eye only.
      const email = within(row).getAllByRole('cell')[1]!;
      expect(email.querySelector('[aria-hidden="true"]')?.textContent).toBe('E-mail');
      expect(within(row).getByRole('button', { name: `View ${musician.name}` })).toBeTruthy();
    }
    fireEvent.click(within(rows[2]!).getByRole('button', { name: `View ${longName}` }));
    expect(onView).toHaveBeenCalledWith(musicians[2]);

    // The header row is not on screen, so the order is picked from a list instead.
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: '2:descending' } });
    expect(names()).toEqual([longName, 'Harbour Lights', 'Copper Kettle', 'anchor Chain']);
  });
});
