import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { ApiError, errorMessage } from '@yardstick/core/client';
import type { RegistrationRequest } from '@yardstick/core/schemas/account';
import type { PaidPlanId } from '@yardstick/core/enums';
import { isTimeZone, localTimeZone } from '@yardstick/core/timeZone';
import { api } from '../../http/client.ts';
import { rememberHandOff } from '../subscription/handOffToken.ts';
import type { ToastInput } from '../../ui/toastContext.ts';

/** SPEC §8: the server's sentence, 'Registration failed' for a bare error answer, else the generic one. */
export function registrationFailureToast(error: unknown): ToastInput {
  const description =
    error instanceof ApiError
      ? errorMessage(error, 'Registration failed')
      : 'An error occurred during registration';
  return { title: 'Registration Failed', description, variant: 'destructive' };
}

/** Registers, then starts the trial; a failed trial start still leaves a usable account (SPEC §4.5). */
export async function registerAndStartTrial(
  request: RegistrationRequest,
  plan: PaidPlanId,
): Promise<{ toast: ToastInput; trialStarted: boolean }> {
  // The browser's zone, when it names one (an unnamed zone is left for the Account page).
  const zone = localTimeZone();
  const { id, handOffToken } = await api.call(endpoints.register, {
    body: isTimeZone(zone) ? { ...request, timeZone: zone } : request,
  });
  rememberHandOff(id, handOffToken);
  try {
    await api.call(endpoints.startTrial, { body: { userId: id, plan } });
    return {
      trialStarted: true,
      toast: {
        title: 'Welcome to Yardstick!',
        description: 'Your account is ready and your free trial has started.',
      },
    };
  } catch (error) {
    console.error('Failed to start trial', error);
    return {
      trialStarted: false,
      toast: {
        title: 'Account created',
        description:
          'Your account was created, but the free trial could not be started. You can start a trial from the subscription page.',
      },
    };
  }
}
