import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { submitErrorMessage } from './submit-error-message';

describe('submitErrorMessage (spec 1 §8 request submit)', () => {
  it("prefers the server's own words", () => {
    expect(submitErrorMessage(new ApiError(429, 'Slow down, please'))).toBe('Slow down, please');
    expect(submitErrorMessage(new ApiError(404, 'Gone'))).toBe('Gone');
  });

  it('falls back to the message for the status', () => {
    expect(submitErrorMessage(new ApiError(404, undefined))).toBe(
      'This live session is no longer active. Please refresh the page and select an active session.',
    );
    expect(submitErrorMessage(new ApiError(400, undefined))).toBe(
      'Invalid request data. Please check your input and try again.',
    );
    expect(submitErrorMessage(new ApiError(500, undefined))).toBe(
      'Server error occurred. Please try again in a moment.',
    );
    expect(submitErrorMessage(new ApiError(502, undefined))).toBe('Request failed with status 502. Please try again.');
  });

  it('tells a fan without a connection to check it', () => {
    expect(submitErrorMessage(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
  });

  it('names any other failure, or gives the default', () => {
    expect(submitErrorMessage(new SyntaxError('Unexpected token'))).toBe('Request failed: Unexpected token');
    expect(submitErrorMessage('???')).toBe('Failed to submit request. Please try again.');
  });
});
