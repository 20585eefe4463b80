import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'compact' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-control text-center font-semibold leading-tight select-none ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-hover',
  secondary: 'border border-line-strong bg-surface-raised text-ink hover:border-ink-muted',
  ghost: 'text-ink hover:bg-surface-raised',
  danger: 'bg-danger-fill text-on-danger hover:opacity-90',
};

// Every size is at least 44 px tall: fans tap with one thumb in a dark room.
const sizes: Record<ButtonSize, string> = {
  /** Same height, less side padding: for buttons sharing a narrow card row. */
  compact: 'min-h-11 min-w-11 px-2 text-base',
  md: 'min-h-11 min-w-11 px-4 text-base',
  lg: 'min-h-14 min-w-14 px-6 text-base sm:text-lg',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and blocks further clicks (a form being submitted). */
  isLoading?: boolean;
  /** Label while loading, e.g. "Signing in…"; defaults to the normal label. */
  loadingText?: ReactNode;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  loadingText,
  icon,
  className = '',
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // While loading the button stays focusable (aria-disabled, not disabled): disabling the focused
  // button would drop keyboard focus to the top of the page just as the result arrives.
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      onClick={isLoading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {isLoading ? <Spinner className="size-5" /> : icon}
      <span>{isLoading && loadingText ? loadingText : children}</span>
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

/** An in-app link that looks like a button. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  className = '',
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClasses(variant, size, className)} {...rest}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}

interface ExternalButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: ReactNode;
}

/** A link that leaves Stagecall, opened in a new window without giving it access to this one. */
export function ExternalButtonLink({
  variant = 'secondary',
  size = 'md',
  icon,
  className = '',
  children,
  ...rest
}: ExternalButtonLinkProps) {
  return (
    <a className={buttonClasses(variant, size, className)} target="_blank" rel="noopener noreferrer" {...rest}>
      {icon}
      {children}
      <span className="sr-only"> (opens in a new window)</span>
    </a>
  );
}
