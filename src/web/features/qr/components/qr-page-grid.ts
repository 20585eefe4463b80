/** One column on phones; the code beside the musician card and tips from the large breakpoint. */
export const QR_PAGE_GRID = 'mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]';
