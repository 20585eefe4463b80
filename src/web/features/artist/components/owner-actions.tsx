import { LayoutDashboard, UserPen } from 'lucide-react';
import { ButtonLink } from '../../../components/button';

/** Spec 2: the owner sees Edit Profile (the dashboard with its profile editor open) and Back to Dashboard. */
export function OwnerActions() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">This is your public page. Fans see it when they scan your QR code.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <ButtonLink to="/dashboard?edit=profile" icon={<UserPen aria-hidden="true" className="size-5" />}>
          Edit Profile
        </ButtonLink>
        <ButtonLink
          to="/dashboard"
          variant="secondary"
          icon={<LayoutDashboard aria-hidden="true" className="size-5" />}
        >
          Back to Dashboard
        </ButtonLink>
      </div>
    </div>
  );
}
