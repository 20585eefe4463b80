import type { ReactNode } from 'react';

/** A titled block inside a settings tab. */
export function SettingsSection({
  title,
  description,
  children,
  tone = 'normal',
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  tone?: 'normal' | 'danger';
}) {
  return (
    <section
      className={`rounded-card border p-5 sm:p-6 ${tone === 'danger' ? 'border-danger/50 bg-danger-soft' : 'border-line bg-surface'}`}
    >
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {description ? <div className="mt-1 text-pretty text-sm text-ink-muted">{description}</div> : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
