import { Music } from 'lucide-react';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link
      to="/"
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-control px-2 text-xl font-extrabold tracking-tight text-ink"
    >
      <span className="inline-flex size-8 items-center justify-center rounded-control bg-accent text-on-accent">
        <Music aria-hidden="true" className="size-5" strokeWidth={2.5} />
      </span>
      Stagecall
    </Link>
  );
}
