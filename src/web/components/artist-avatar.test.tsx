import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtistAvatar } from './artist-avatar';

describe('ArtistAvatar', () => {
  it('shows a whole emoji as the initial of a stage name that starts with one', () => {
    const { container } = render(<ArtistAvatar name="👨‍👩‍👧 Family Band" photoUrl={null} />);
    expect(container.textContent).toBe('👨‍👩‍👧');
  });

  it('falls back to the initial when the photo fails to load', () => {
    const { container } = render(<ArtistAvatar name="🇬🇧 Brit Pop" photoUrl="/photos/missing.webp" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.textContent).toBe('🇬🇧');
  });
});
