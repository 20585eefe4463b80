import type { ReactNode } from 'react';

/** A titled block of the Band page. */
export function BandSection({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  id?: string;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {description ? <div className="mt-1 text-pretty text-sm text-ink-muted">{description}</div> : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
