import type { ReactNode } from 'react';

/** A grey block standing in for content of the same size, so nothing jumps when data arrives. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-control bg-surface-raised ${className}`} />;
}

/** Wraps skeletons so assistive technology hears one "Loading…" instead of nothing. */
export function SkeletonGroup({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
