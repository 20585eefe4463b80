import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Where the signed-in account's security calls live: musicians under /api/auth, admins under /api/admin. */
export type SecurityBase = '/api/auth' | '/api/admin';

const statusKey = (base: SecurityBase) => ['second-factor', base] as const;
const devicesKey = (base: SecurityBase) => ['second-factor', base, 'devices'] as const;

/** GET …/second-factor: what is set up, and until when this sign-in's step-up counts. */
export function useSecondFactor(base: SecurityBase) {
  return useQuery({
    queryKey: statusKey(base),
    queryFn: ({ signal }) => api.GET(`${base}/second-factor`, { signal }),
    staleTime: 0,
  });
}

function useRefreshAfter<TArgs, TResult>(base: SecurityBase, call: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey(base) }),
  });
}

/** POST …/second-factor/totp: the secret to scan, shown only now. */
export const useStartTotp = (base: SecurityBase) =>
  useMutation({
    mutationFn: () => api.POST(`${base}/second-factor/totp`),
  });

/**
 * POST …/second-factor/totp/confirm: the first code; ten recovery codes come back, once. The status
 * is refreshed without waiting for it: the caller shows the codes first, so a screen that changes
 * on the new status (the back office opening its tabs) knows they are on screen before it does.
 */
export function useConfirmTotp(base: SecurityBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.POST(`${base}/second-factor/totp/confirm`, { body: { code } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statusKey(base) }),
  });
}

export const useDisableTotp = (base: SecurityBase) =>
  useRefreshAfter(base, () => api.DELETE(`${base}/second-factor/totp`));

export const useNewRecoveryCodes = (base: SecurityBase) =>
  useRefreshAfter(base, () => api.POST(`${base}/second-factor/recovery-codes`));

/** POST …/step-up with a code (or the password where no factor is set up). */
export const useStepUp = (base: SecurityBase) =>
  useRefreshAfter(base, (body: { code?: string; password?: string }) => api.POST(`${base}/step-up`, { body }));

/** The WebAuthn browser library, loaded only when a passkey is used: never in a fan's bundle. */
const webauthn = () => import('@simplewebauthn/browser');
/** WebAuthn's options: the document types them as any object; the browser library knows their shape. */
type CreationOptions = PublicKeyCredentialCreationOptionsJSON;
type RequestOptions = PublicKeyCredentialRequestOptionsJSON;

/** Creates a passkey on this device (the browser asks) and keeps it under its name. */
export const useAddPasskey = (base: SecurityBase) =>
  useRefreshAfter(base, async (name: string) => {
    const { startRegistration } = await webauthn();
    const options = (await api.POST(`${base}/passkeys/options`)) as unknown as CreationOptions;
    const response = await startRegistration({ optionsJSON: options });
    return api.POST(`${base}/passkeys`, { body: { name, response: { ...response } } });
  });

export const useRemovePasskey = (base: SecurityBase) =>
  useRefreshAfter(base, (id: number) => api.DELETE(`${base}/passkeys/{id}`, { path: { id } }));

/** Confirms it is you with one of the account's passkeys. */
export const useStepUpWithPasskey = (base: SecurityBase) =>
  useRefreshAfter(base, async () => {
    const { startAuthentication } = await webauthn();
    const options = (await api.POST(`${base}/step-up/passkey/options`)) as unknown as RequestOptions;
    const response = await startAuthentication({ optionsJSON: options });
    return api.POST(`${base}/step-up/passkey`, { body: { response: { ...response } } });
  });

/** GET …/devices: the account's sign-ins, the one in use marked. */
export function useDevices(base: SecurityBase) {
  return useQuery({
    queryKey: devicesKey(base),
    queryFn: ({ signal }) => api.GET(`${base}/devices`, { signal }),
  });
}

export function useEndDevice(base: SecurityBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.DELETE(`${base}/devices/{id}`, { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey(base) }),
  });
}
