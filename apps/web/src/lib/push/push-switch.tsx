import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUSH_MESSAGES, type PushDevices, type PushKey } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { serverErrorText } from '@/lib/api-error-text';
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
  const Icon = on ? BellRing : BellOff;
  return (
    <div className="flex flex-wrap items-start gap-3 rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200" data-testid={testId}>
      <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${on ? 'text-brand-700' : 'text-slate-400'}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900" id={`${testId}-label`}>
          {label}
        </p>
        <p className="text-slate-600" data-testid={`${testId}-state`} aria-live="polite">
          {unavailable ?? (on ? 'On: this device gets a notification, even when the page is closed.' : description)}
        </p>
        {problem && (
          <p role="alert" className="mt-1 text-red-700">
            {problem}
          </p>
        )}
      </div>
      {!unavailable && (
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${testId}-label`}
          disabled={busy}
          onClick={() => toggle.mutate(!on)}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${on ? 'bg-brand-700' : 'bg-slate-300'}`}
        >
          <span
            className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      )}
    </div>
  );
}
