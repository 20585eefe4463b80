import { Link } from 'react-router';
import type { LiveSession } from '../../../../shared/live';
import { setRepertoireOnly } from '../api/show-controls';
import { ShowSwitch } from './show-switch';

/**
 * This show takes any song, or only the open songs of the musician's repertoire. Fans'
 * suggestions then come from the list alone, and other titles are refused in words that say so.
 */
export function RepertoireOnly({ session }: { session: LiveSession }) {
  const isOn = session.repertoire_only === 1;
  return (
    <ShowSwitch
      label="Repertoire only"
      description={
        isOn
          ? 'Fans choose from the open songs of your repertoire; other titles are refused.'
          : 'Fans may ask for any song; your repertoire comes first in their suggestions.'
      }
      isOn={isOn}
      save={(next) => setRepertoireOnly(session.id, next)}
      failedMessage="Failed to change what this show takes"
    >
      <Link to="/repertoire" className="text-sm font-semibold text-accent-ink underline-offset-4 hover:underline">
        Manage your repertoire
      </Link>
    </ShowSwitch>
  );
}
