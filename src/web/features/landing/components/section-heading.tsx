import type { ReactNode } from 'react';

export function SectionHeading({ id, children, aside }: { id: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="flex items-center gap-2.5 text-2xl font-bold tracking-tight text-ink">
        {children}
      </h2>
      {aside}
    </div>
  );
}
