import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUSH_MESSAGES, type PushDevices, type PushKey } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { serverErrorText } from '@/lib/api-error-text';
import { PushSwitchCard, SwitchKnob, switchTrackClass } from './push-switch-card';
import { deviceSubscription, pushAvailability, PushUnavailableError, subscribeDevice, type PushAvailability } from './web-push';

export interface PushSwitchProps {
  /** The API path of this audience's devices: `push/subscriptions` or `seller/shops/{slug}/push/subscriptions`. */
  path: string;
  /** The switch's name ("Notify this phone"). */
  label: string;
  /** What turning it on does, in one sentence. */
  description: string;
  testId?: string;
}

/** This browser's endpoint, once known; null when it has no subscription. */
function useDeviceEndpoint(availability: PushAvailability): [string | null | undefined, (endpoint: string | null) => void] {
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (availability === 'unsupported') return setEndpoint(null);
    let live = true;
    void deviceSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, [availability]);
  return [endpoint, setEndpoint];
}

/**
 * A per-device switch for Web Push (issue 36, decision 096): on asks for permission, subscribes this
 * browser and registers it for the audience; off forgets it there (the browser's subscription stays
 * for the other audiences). Where the browser cannot do push, or notifications are blocked, it says so.
 */
export function PushSwitch({ path, label, description, testId = 'push-switch' }: PushSwitchProps) {
  const queryClient = useQueryClient();
  const [availability, setAvailability] = useState<PushAvailability>(() => pushAvailability());
  const [endpoint, setEndpoint] = useDeviceEndpoint(availability);
  const devicesKey = ['push', path] as const;
  const devices = useQuery({
    queryKey: devicesKey,
    queryFn: ({ signal }) => apiRequest<PushDevices>(path, { auth: true, signal }),
    enabled: availability !== 'unsupported',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const on = Boolean(endpoint && devices.data?.devices.some((device) => device.endpoint === endpoint));

  const toggle = useMutation({
    mutationFn: async (turnOn: boolean): Promise<PushDevices> => {
      if (!turnOn) {
        if (!endpoint) throw new Error('no subscription');
        return apiRequest<PushDevices>(path, { method: 'DELETE', body: { endpoint }, auth: true });
      }
      const { publicKey } = await apiRequest<PushKey>('push/key');
      const subscription = await subscribeDevice(publicKey);
      setEndpoint(subscription.endpoint);
      return apiRequest<PushDevices>(path, { method: 'PUT', body: subscription.toJSON(), auth: true });
    },
    onMutate: () => setProblem(null),
    onSuccess: (answer) => queryClient.setQueryData(devicesKey, answer),
    onError: (error) => {
      if (error instanceof PushUnavailableError) {
        setAvailability(error.reason === 'denied' ? 'denied' : 'unsupported');
        return;
      }
      setProblem(serverErrorText(error, 'That did not work. Please try again.'));
    },
  });

  const unavailable = availability === 'unsupported' ? PUSH_MESSAGES.unsupported : availability === 'denied' ? PUSH_MESSAGES.denied : null;
  const busy = toggle.isPending || endpoint === undefined || (availability !== 'unsupported' && devices.isPending);
  return (
    <PushSwitchCard
      on={on}
      label={label}
      text={unavailable ?? (on ? 'On: this device gets a notification, even when the page is closed.' : description)}
      testId={testId}
      problem={
        problem && (
          <p role="alert" className="mt-1 text-red-700">
            {problem}
          </p>
        )
      }
      control={
        !unavailable && (
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={`${testId}-label`}
            disabled={busy}
            onClick={() => toggle.mutate(!on)}
            className={switchTrackClass(on)}
          >
            <SwitchKnob on={on} />
          </button>
        )
      }
    />
  );
}
